// Building an Intl formatter is far slower than using one (toLocaleDateString builds one per
// call), and the landing page formats a date for every post card: keep one of each.
const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const shortDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * The instant an ISO date or date-time names: a post published from the panel stores its
 * instant, a seeded one its day (read as midnight UTC).
 */
export const toDate = (iso: string) => new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);

/** "2 February 2025" from an ISO date (dates are stored in UTC). */
export function formatLongDate(iso: string): string {
  return longDate.format(toDate(iso));
}

/** "2 Feb 2025": the recent-post date of docs/product.md §7.6 (day, short month, year). */
export function formatShortDate(iso: string): string {
  return shortDate.format(toDate(iso));
}

const AUDIENCE_LABELS: Record<string, string> = {
  children: "Children",
  teens: "Teens",
  adults: "Adults",
  all: "All ages",
};

export function audienceLabel(audience: string): string {
  return AUDIENCE_LABELS[audience] ?? audience;
}

/** Title-case for the blog's upper-case categories: "PARENTING" → "Parenting". */
export function categoryLabel(category: string): string {
  return category.charAt(0) + category.slice(1).toLowerCase();
}
