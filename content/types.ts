// Shapes of the seed content. These files are the source the database is seeded from
// (see app/.server/platform/seed.ts); once seeded, the admin panel owns the rows.

export type CourseCategory = "K-12 Subjects" | "Languages" | "Mental Health";
export type CourseLevel = "Beginner" | "Intermediate" | "Expert";
export type Audience = "children" | "teens" | "adults" | "all";
export type Board = "CBSE" | "ICSE" | "IGCSE" | "IB";

export interface CourseSeed {
  /** "4" … "34", as in the original. */
  id: string;
  /** URL segment: /courses/{slug}. */
  slug: string;
  title: string;
  category: CourseCategory;
  level: CourseLevel;
  /** Two or three sentences. */
  description: string;
  /** Exactly four topics. */
  summary: [string, string, string, string];
  audience: Audience;
  /** K-12 only, optional. */
  board?: Board;
  durationWeeks: number;
  sessionsPerWeek: number;
  /** Palette and motif hints for the generated illustration (scripts/generate-assets). */
  art: { motif: CourseMotif; hue: number };
}

export type CourseMotif =
  | "book" | "calculator" | "code" | "flask" | "globe" | "chat" | "heart" | "brain"
  | "leaf" | "sun" | "shield" | "puzzle" | "music" | "pencil" | "atom" | "compass";

export type BlogCategory = "EDUCATION" | "PARENTING" | "LANGUAGE";

export interface BlogPostSeed {
  /** 1 … 13; stays a number in URLs (/blog/{id}). */
  id: number;
  slug: string;
  title: string;
  /** One or two sentences shown on cards. */
  excerpt: string;
  /** ISO date with year, e.g. "2025-02-02". */
  publishedAt: string;
  category: BlogCategory;
  /**
   * Clean HTML: only h2, h3, p, ul, ol, li, strong, em, a (href to our own paths),
   * blockquote, table, thead, tbody, tr, th, td. No classes, no styles, no images.
   */
  contentHtml: string;
  art: { motif: CourseMotif; hue: number };
}

export type TestimonialCategory = "Students" | "Parents" | "Professional" | "Clients";

export interface TestimonialSeed {
  id: string;
  quote: string;
  name: string;
  /** Short role line shown under the name, e.g. "Parent of a Grade 4 learner". */
  role: string;
  /** ISO date. */
  date: string;
  category: TestimonialCategory;
}

export type FaqGroup = "landing" | "parents" | "students" | "educators" | "clients";

export interface FaqSeed {
  id: string;
  group: FaqGroup;
  position: number;
  question: string;
  /** Plain text; blank lines separate paragraphs. */
  answer: string;
  /** Open when the page first renders. */
  isOpen: boolean;
}

export interface CardSeed {
  id: string;
  position: number;
  title: string;
  description: string;
  /** Name of a lucide-react icon, e.g. "Users". */
  icon: string;
  /** Two CSS colours for the icon's gradient background. */
  gradient: [string, string];
}

export interface BoardLogoSeed {
  id: string;
  position: number;
  /** Short wordmark text, e.g. "CBSE". */
  name: string;
  /** Full name for the alt text. */
  fullName: string;
}

export interface HelpTopicSeed {
  /** One of HELP_TOPICS (app/lib/content-types.ts). */
  id: string;
  items: { question: string; answer: string }[];
}

export interface PolicySeed {
  slug: "terms-of-service" | "privacy-policy" | "data-deletion-policy";
  title: string;
  /** ISO date the policy took effect. */
  effectiveDate: string;
  /** Clean HTML, same allowlist as blog posts. */
  contentHtml: string;
}
