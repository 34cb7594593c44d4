import { Link } from "react-router";
import { cn } from "~/lib/cn";

/** The Learnova mark (an open book under a rising sun) and wordmark, linking home. */
export function Logo({
  name,
  className,
  light,
}: {
  name: string;
  className?: string;
  light?: boolean;
}) {
  return (
    <Link
      to="/"
      className={cn("inline-flex items-center gap-2", className)}
      aria-label={`${name} home`}
    >
      <svg viewBox="0 0 40 40" className="h-9 w-9 shrink-0" aria-hidden="true">
        <defs>
          <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#4f46e5" />
            <stop offset="1" stopColor="#312e81" />
          </linearGradient>
        </defs>
        <rect width="40" height="40" rx="11" fill="url(#logo-g)" />
        <circle cx="20" cy="17" r="6" fill="#fbbf24" />
        <path d="M8 27c4-3 8-3 12 0 4-3 8-3 12 0v3c-4-3-8-3-12 0-4-3-8-3-12 0z" fill="#fff" />
      </svg>
      <span
        className={cn(
          "text-xl font-extrabold tracking-tight max-[400px]:sr-only",
          light ? "text-white" : "text-brand-950",
        )}
      >
        {name}
      </span>
    </Link>
  );
}
