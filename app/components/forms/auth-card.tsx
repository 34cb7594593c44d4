import { CalendarCheck, GraduationCap, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { EntryBar } from "~/components/layout/entry-bar";
import { useSite } from "~/hooks/use-site";

const PROMISES = [
  { icon: GraduationCap, text: "Live classes with expert teachers, for every age" },
  { icon: CalendarCheck, text: "Your subscribed, upcoming and completed courses in one place" },
  { icon: ShieldCheck, text: "Your data stays yours: export or delete it at any time" },
];

/**
 * The frame of the account-entry pages (which have no site header): the logo and a way back,
 * a brand panel on wide screens, and the form's card.
 */
export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const site = useSite();
  return (
    <div className="flex flex-1 flex-col bg-gradient-to-br from-brand-50 via-white to-saffron-50">
      <EntryBar siteName={site.name} />
      <div className="container-page grid flex-1 items-start gap-10 pt-4 pb-14 lg:grid-cols-[1fr_28rem] lg:items-center lg:gap-16">
        <aside className="relative hidden overflow-hidden rounded-card bg-gradient-to-br from-brand-800 to-brand-950 p-10 text-white shadow-card lg:block">
          <div
            aria-hidden
            className="absolute -top-16 -right-16 h-56 w-56 rounded-full bg-saffron-400/25"
          />
          <div
            aria-hidden
            className="absolute -bottom-20 -left-10 h-48 w-48 rounded-full bg-brand-500/30"
          />
          <p className="relative text-sm font-bold tracking-wide text-saffron-300 uppercase">
            {site.name}
          </p>
          <p className="relative mt-3 text-3xl leading-tight font-bold">
            Quality education, accessible to everyone, everywhere.
          </p>
          <ul className="relative mt-8 grid gap-5">
            {PROMISES.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3">
                <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-white/10">
                  <Icon aria-hidden className="h-5 w-5 text-saffron-300" />
                </span>
                <span className="pt-2 text-brand-50">{text}</span>
              </li>
            ))}
          </ul>
        </aside>
        <div className="mx-auto w-full max-w-md">
          <div className="rounded-card bg-white p-6 shadow-card sm:p-8">
            <h1 className="text-3xl">{title}</h1>
            {lead ? <p className="mt-2 text-muted">{lead}</p> : null}
            <div className="mt-6">{children}</div>
          </div>
          {footer ? <div className="mt-6 text-center text-sm text-muted">{footer}</div> : null}
        </div>
      </div>
    </div>
  );
}

/** The account pages' way back to the sign-in form. */
export function BackToSignIn() {
  return (
    <Link to="/login" className="font-semibold text-brand-700 underline">
      Back to sign in
    </Link>
  );
}
