import { Mail, Phone } from "lucide-react";
import { useSite } from "~/hooks/use-site";

/**
 * The school's e-mail address and telephone number as links, one per line: on the contact page
 * and on a booking's manage page once it can no longer be changed there.
 */
export function ContactLinks({ className }: { className?: string }) {
  const site = useSite();
  return (
    <ul className={`grid gap-3 ${className ?? ""}`}>
      <li>
        <a
          href={`mailto:${site.email}`}
          className="inline-flex items-center gap-3 font-semibold text-brand-800 hover:underline"
        >
          <Mail aria-hidden className="h-5 w-5 text-saffron-600" /> {site.email}
        </a>
      </li>
      <li>
        <a
          href={`tel:${site.phone.replace(/[^+\d]/g, "")}`}
          className="inline-flex items-center gap-3 font-semibold text-brand-800 hover:underline"
        >
          <Phone aria-hidden className="h-5 w-5 text-saffron-600" /> {site.phone}
        </a>
      </li>
    </ul>
  );
}
