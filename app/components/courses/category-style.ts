import type { CourseCategory } from "~/lib/content-types";

/** Soft tints per category (docs/product.md §1.3); text on them stays AA. */
export const CATEGORY_STYLE: Record<CourseCategory, { badge: string; tint: string }> = {
  "K-12 Subjects": { badge: "bg-sky-100 text-sky-900", tint: "bg-tint-k12" },
  Languages: { badge: "bg-orange-100 text-orange-900", tint: "bg-tint-languages" },
  "Mental Health": { badge: "bg-violet-100 text-violet-900", tint: "bg-tint-mental" },
};
