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
