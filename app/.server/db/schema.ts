// Column types as both dialects store them: text ids, ISO-8601 text timestamps (UTC),
// integer 0/1 booleans. Better Auth owns user/session/account/verification; we only add
// the profile columns to "user" through its additionalFields.

export type Role = "user" | "admin";
export type AccountType = "student" | "parent" | "professional";

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  role: Role;
  accountType: AccountType;
  phone: string | null;
}

export interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: Date | string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export interface AccountTable {
  id: string;
  userId: string;
  accountId: string;
  providerId: string;
  password: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export interface AppSettingTable {
  key: string;
  value: string;
  updatedAt: string;
}

export interface AuditLogTable {
  id: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  detail: string | null;
  createdAt: string;
}

export interface CourseTable {
  id: string;
  slug: string;
  title: string;
  category: string;
  level: string;
  description: string;
  summary: string;
  image: string;
  audience: string;
  board: string | null;
  durationWeeks: number;
  sessionsPerWeek: number;
  published: number;
  position: number;
  createdAt: string;
  updatedAt: string;
}

export interface BlogPostTable {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  contentHtml: string;
  image: string;
  category: string;
  publishedAt: string;
  status: string;
  createdAt: string;
  updatedAt: string;
}

export interface TestimonialTable {
  id: string;
  quote: string;
  name: string;
  role: string;
  date: string;
  category: string;
  position: number;
  published: number;
}

export interface FaqItemTable {
  id: string;
  group: string;
  position: number;
  question: string;
  answer: string;
  isOpen: number;
}

export interface FeatureCardTable {
  id: string;
  kind: "service" | "advantage";
  position: number;
  title: string;
  description: string;
  icon: string;
  gradientFrom: string;
  gradientTo: string;
}

export interface BoardLogoTable {
  id: string;
  position: number;
  name: string;
  fullName: string;
  image: string;
}

export interface Database {
  course: CourseTable;
  blogPost: BlogPostTable;
  testimonial: TestimonialTable;
  faqItem: FaqItemTable;
  featureCard: FeatureCardTable;
  boardLogo: BoardLogoTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  appSetting: AppSettingTable;
  auditLog: AuditLogTable;
}
