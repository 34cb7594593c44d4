/**
 * The year the footer's copyright line shows (app/components/layout/site-footer.tsx): the one
 * thing a rendered page reads from the clock itself rather than from its loaders' data, so a
 * page kept per person (server/learner-page-cache.ts) is kept only until it changes.
 */
export function copyrightYear(now = new Date()): number {
  return now.getFullYear();
}

/** The instant the footer's year next changes (the next year's start on the server's clock). */
export function copyrightYearEnds(now = new Date()): number {
  return new Date(copyrightYear(now) + 1, 0, 1).getTime();
}
