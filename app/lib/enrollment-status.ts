// Enrollment statuses as the learner sees them; shared by the course page and the course lists.

export const ENROLLMENT_STATUSES = ["upcoming", "subscribed", "completed", "cancelled"] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/** The statuses that have their own list page in the learner area (docs/product.md §7.2). */
export const LISTED_STATUSES = ["subscribed", "upcoming", "completed"] as const;
export type ListedStatus = (typeof LISTED_STATUSES)[number];

export const ENROLLMENT_STATUS_LABEL: Record<EnrollmentStatus, string> = {
  upcoming: "Upcoming",
  subscribed: "Subscribed",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** Where each listed status's courses are shown. */
export const STATUS_LIST_PATH: Record<ListedStatus, string> = {
  subscribed: "/subscribed-courses",
  upcoming: "/upcoming-courses",
  completed: "/completed-courses",
};
