import type { ReactNode } from "react";

/** The tinted banner at the top of content pages: title, optional lead and extras. */
export function PageBanner({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-saffron-50">
      <div
        aria-hidden
        className="absolute -top-24 -right-24 h-72 w-72 rounded-full bg-saffron-200/50 blur-3xl"
      />
      <div
        aria-hidden
        className="absolute -bottom-24 -left-24 h-72 w-72 rounded-full bg-brand-200/50 blur-3xl"
      />
      <div className="container-page relative py-14 sm:py-20">
        <h1 className="text-4xl sm:text-5xl">{title}</h1>
        {lead ? <p className="mt-4 max-w-2xl text-lg text-muted">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
