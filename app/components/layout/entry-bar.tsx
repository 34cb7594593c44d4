import { Link } from "react-router";
import { Logo } from "./logo";

/** The top of pages without the site header: the logo and a way back to the website. */
export function EntryBar({ siteName }: { siteName: string }) {
  return (
    <div className="container-page flex items-center justify-between py-6">
      <Logo name={siteName} />
      <Link to="/" className="text-sm font-semibold text-brand-800 underline">
        Back to the website
      </Link>
    </div>
  );
}
