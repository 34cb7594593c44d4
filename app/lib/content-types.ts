// The shapes pages receive from loaders (plain JSON, safe for the browser).

export type CourseCategory = "K-12 Subjects" | "Languages" | "Mental Health";
export const COURSE_CATEGORIES: CourseCategory[] = ["K-12 Subjects", "Languages", "Mental Health"];
export const COURSE_LEVELS = ["Beginner", "Intermediate", "Expert"] as const;
export const AUDIENCES = ["children", "teens", "adults", "all"] as const;
export const BLOG_CATEGORIES = ["EDUCATION", "PARENTING", "LANGUAGE"] as const;
export const TESTIMONIAL_CATEGORIES = ["Students", "Professional", "Clients", "Parents"] as const;

export interface CourseCard {
  id: string;
  slug: string;
  title: string;
  category: CourseCategory;
  level: string;
  description: string;
  image: string;
}

export interface CourseDetail extends CourseCard {
  summary: string[];
  audience: string;
  board: string | null;
  durationWeeks: number;
  sessionsPerWeek: number;
}

export interface BlogCard {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  category: string;
  publishedAt: string;
}

export interface BlogPostDetail extends BlogCard {
  contentHtml: string;
}

export interface Testimonial {
  id: string;
  quote: string;
  name: string;
  role: string;
  date: string;
  category: string;
}

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  isOpen: boolean;
}

export interface FeatureCard {
  id: string;
  title: string;
  description: string;
  icon: string;
  gradient: [string, string];
}

export interface BoardLogo {
  id: string;
  name: string;
  fullName: string;
  image: string;
}

/** The FAQ groups: the landing page's, and the contact page's four. */
export const FAQ_GROUPS = ["landing", "parents", "students", "educators", "clients"] as const;
export type FaqGroupName = (typeof FAQ_GROUPS)[number];

/**
 * The Help Center's topics, in the order /help shows them. Fixed here as FAQ groups are; the
 * questions under them are site content an admin edits (docs/admin.md §9, issue 17).
 */
export const HELP_TOPICS = [
  "getting-started",
  "demo-classes",
  "classes-and-schedules",
  "accounts-and-profile",
  "payments-and-refunds",
  "technical-help",
] as const;
export type HelpTopicName = (typeof HELP_TOPICS)[number];
export const HELP_TOPIC_TITLES: Record<HelpTopicName, string> = {
  "getting-started": "Getting started",
  "demo-classes": "Demo classes and booking",
  "classes-and-schedules": "Classes and schedules",
  "accounts-and-profile": "Accounts and profile",
  "payments-and-refunds": "Payments and refunds",
  "technical-help": "Technical help",
};

/** A Help Center topic as /help shows it. */
export interface HelpTopic {
  id: string;
  title: string;
  items: { id: string; question: string; answer: string }[];
}

export const FEATURE_CARD_KINDS = ["service", "advantage"] as const;
export type FeatureCardKind = (typeof FEATURE_CARD_KINDS)[number];

/**
 * The icons a service or advantage card may show (lucide-react names). The landing page
 * bundles only these (app/components/landing/feature-icon.tsx maps each one).
 */
export const FEATURE_ICON_NAMES = [
  "BookOpenCheck",
  "Clock",
  "GraduationCap",
  "MonitorPlay",
  "Route",
  "Sparkles",
  "Users",
] as const;
export type FeatureIconName = (typeof FEATURE_ICON_NAMES)[number];

/**
 * The board logo files the site has (public/images/boards/<id>.avif and .webp, made by
 * scripts/generate-assets), as the boardLogo.image value that names both.
 */
export const BOARD_LOGO_FILES = [
  { image: "/images/boards/b1", label: "CBSE wordmark" },
  { image: "/images/boards/b2", label: "ICSE wordmark" },
  { image: "/images/boards/b3", label: "IGCSE wordmark" },
  { image: "/images/boards/b4", label: "IB wordmark" },
  { image: "/images/boards/b5", label: "State Boards wordmark" },
  { image: "/images/boards/b6", label: "A Level wordmark" },
] as const;
