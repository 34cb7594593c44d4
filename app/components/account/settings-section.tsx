import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

interface SettingsSectionProps {
  id: string;
  title: string;
  lead?: ReactNode;
  tone?: "default" | "danger";
  children: ReactNode;
}

/** One titled card of the account-settings page. */
export function SettingsSection({
  id,
  title,
  lead,
  tone = "default",
  children,
}: SettingsSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "rounded-card bg-white p-6 shadow-card",
        tone === "danger" && "border-2 border-red-200",
      )}
    >
      <h2 id={id} className={cn("text-xl", tone === "danger" && "text-red-800")}>
        {title}
      </h2>
      {lead ? <p className="mt-1 text-muted">{lead}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
