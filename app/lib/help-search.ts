import type { HelpTopic } from "./content-types";

/** Topics whose questions or answers contain every word of the query (case-insensitive). */
export function searchHelp(topics: HelpTopic[], query: string): HelpTopic[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return topics;
  return topics
    .map((t) => ({
      ...t,
      items: t.items.filter((i) => {
        const text = `${t.title} ${i.question} ${i.answer}`.toLowerCase();
        return words.every((w) => text.includes(w));
      }),
    }))
    .filter((t) => t.items.length > 0);
}
