import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useSite } from "~/hooks/use-site";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [
  { title: "Page not found | Learnova" },
  { name: "robots", content: "noindex" },
];

/** Answers 404 so search engines and monitors see a real not-found. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  const site = useSite();
  return (
    <div className="flex flex-1 flex-col items-center justify-center bg-gradient-to-br from-brand-50 via-white to-saffron-50 px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl sm:text-4xl">We couldn't find that page</h1>
      <p className="mt-4 max-w-md text-lg text-muted">
        The page may have moved, or the address may have a typo. These will get you back on track.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Go to the home page</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/courses">Explore courses</Link>
        </Button>
      </div>
      <p className="mt-8 text-sm text-muted">
        Still stuck? Write to{" "}
        <a className="font-semibold text-brand-700 underline" href={`mailto:${site.email}`}>
          {site.email}
        </a>
        .
      </p>
    </div>
  );
}
