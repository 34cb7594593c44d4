import { BookOpen, Briefcase, Users, type LucideIcon } from "lucide-react";

export type AudienceType = "student" | "parent" | "professional";

export const AUDIENCE_CARDS: {
  type: AudienceType;
  title: string;
  text: string;
  icon: LucideIcon;
}[] = [
  {
    type: "student",
    title: "Student",
    text: "School subjects for CBSE, ICSE, IGCSE and IB, languages, coding and Vedic maths — for you, at your level.",
    icon: BookOpen,
  },
  {
    type: "parent",
    title: "Parent",
    text: "Book a free class for your child: short, lively sessions with a teacher who gets to know them.",
    icon: Users,
  },
  {
    type: "professional",
    title: "Professional",
    text: "Business languages, exam English and wellbeing courses that fit around work.",
    icon: Briefcase,
  },
];

export function isAudienceType(value: string | undefined): value is AudienceType {
  return value === "student" || value === "parent" || value === "professional";
}
