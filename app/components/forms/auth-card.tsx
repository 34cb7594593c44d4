import type { ReactNode } from "react";
import { Logo } from "~/components/layout/logo";
import { useSite } from "~/hooks/use-site";

/** The centred card of the account-entry pages (which have no site header). */
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
    <div className="flex flex-1 flex-col items-center bg-gradient-to-br from-brand-50 via-white to-saffron-50 px-4 py-10">
      <Logo name={site.name} />
      <div className="mt-8 w-full max-w-md rounded-card bg-white p-6 shadow-card sm:p-8">
        <h1 className="text-3xl">{title}</h1>
        {lead ? <p className="mt-2 text-muted">{lead}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 text-center text-sm text-muted">{footer}</div> : null}
    </div>
  );
}

export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      {message}
    </p>
  );
}
