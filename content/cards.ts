import type { CardSeed } from "./types";

export const serviceCards: CardSeed[] = [
  {
    id: "service-1",
    position: 1,
    title: "Social Interaction",
    description:
      "Learning is better together. Join lively discussions, work on group projects with classmates from around the world and ask questions in real time during live sessions.",
    icon: "Users",
    gradient: ["#FF9A8B", "#FF6A88"],
  },
  {
    id: "service-2",
    position: 2,
    title: "Virtual Learning",
    description:
      "Expert-led courses you can join anytime, anywhere. All you need is an internet connection and a device, and our teachers bring the classroom to you.",
    icon: "MonitorPlay",
    gradient: ["#4FACFE", "#00F2FE"],
  },
  {
    id: "service-3",
    position: 3,
    title: "Online Curriculum",
    description:
      "Structured learning paths for students, professionals and businesses. Each course builds step by step, so you always know where you are and what comes next.",
    icon: "BookOpenCheck",
    gradient: ["#43E97B", "#38F9D7"],
  },
];

export const advantageCards: CardSeed[] = [
  {
    id: "advantage-1",
    position: 1,
    title: "Personalized Learning Journey",
    description:
      "We start by understanding each learner's goals and level, then shape the pace and focus of classes around them. No two learners are the same, and their learning shouldn't be either.",
    icon: "Route",
    gradient: ["#A18CD1", "#FBC2EB"],
  },
  {
    id: "advantage-2",
    position: 2,
    title: "Engaging & Interactive Content",
    description:
      "Games, discussions, quizzes and real-world projects keep every session active and enjoyable. Learners do, make and talk, rather than simply listen.",
    icon: "Sparkles",
    gradient: ["#F6D365", "#FDA085"],
  },
  {
    id: "advantage-3",
    position: 3,
    title: "Expert Guidance & Insights",
    description:
      "Our teachers are experienced specialists in their subjects, boards and languages. They give clear, honest feedback and practical advice on how to improve.",
    icon: "GraduationCap",
    gradient: ["#667EEA", "#764BA2"],
  },
  {
    id: "advantage-4",
    position: 4,
    title: "Flexible Learning Anytime, Anywhere",
    description:
      "Choose class times that suit your time zone and routine, and learn from home, school or on the move. If life gets busy, we help you reschedule and catch up.",
    icon: "Clock",
    gradient: ["#30CFD0", "#330867"],
  },
];
