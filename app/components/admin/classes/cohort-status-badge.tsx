import { StatusBadge } from "~/components/admin/page-header";

type CohortStatus = "draft" | "open" | "running" | "completed" | "cancelled";

const TONE = {
  draft: "neutral",
  open: "info",
  running: "good",
  completed: "neutral",
  cancelled: "bad",
} as const satisfies Record<CohortStatus, string>;

const LABEL: Record<CohortStatus, string> = {
  draft: "Draft",
  open: "Open",
  running: "Running",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** A class group's state (docs/classes.md "Words") as a word in a pill. */
export function CohortStatusBadge({ status }: { status: CohortStatus }) {
  return <StatusBadge tone={TONE[status]}>{LABEL[status]}</StatusBadge>;
}

export const COHORT_STATUS_OPTIONS = (Object.keys(LABEL) as CohortStatus[]).map((value) => ({
  value,
  label: LABEL[value],
}));
