import type { TestimonialSeed } from "./types";

export const testimonials: TestimonialSeed[] = [
  {
    id: "t1",
    quote:
      "I used to dread trigonometry, but my teacher explained every step until it finally clicked. We did a past paper together almost every week, so by the time the board exam came I knew exactly what to expect. I went from 68 in my pre-boards to 91 in the final exam.",
    name: "Aarav Mehta",
    role: "CBSE Class 10 student, Pune",
    date: "2025-06-14",
    category: "Students",
  },
  {
    id: "t2",
    quote:
      "The Mandarin classes are small, so I actually get to speak instead of just listening. My teacher picks up on my tones every single time and never makes me feel silly about mistakes. Last month I ordered a whole meal in Mandarin at a restaurant, and the waiter understood me!",
    name: "Sofia Martínez",
    role: "Mandarin learner, aged 16, Madrid",
    date: "2025-11-03",
    category: "Students",
  },
  {
    id: "t3",
    quote:
      "My daughter was very shy about speaking English in class, and after one term of Spoken English for Kids she volunteers to read aloud. The teachers send short notes after each session, so I always know what she has worked on and how to help at home.",
    name: "Priya Raghavan",
    role: "Parent of a Grade 3 learner, Chennai",
    date: "2025-03-22",
    category: "Parents",
  },
  {
    id: "t4",
    quote:
      "We moved from Dubai to Singapore halfway through my son's IGCSE course, and Learnova was the one thing that didn't change. Same teacher, same timetable adjusted to the new time zone, and no gaps in his learning. He now genuinely enjoys physics, which I never expected.",
    name: "Fatima Al-Sayed",
    role: "Parent of an IGCSE student, Singapore",
    date: "2026-01-18",
    category: "Parents",
  },
  {
    id: "t5",
    quote:
      "I joined the Stress Management course after a very difficult quarter at work. The sessions fitted around my schedule, and the techniques were practical rather than preachy. I now block out recovery time in my calendar and I'm sleeping properly again.",
    name: "Daniel Okafor",
    role: "Project manager, London",
    date: "2025-09-09",
    category: "Professional",
  },
  {
    id: "t6",
    quote:
      "We partnered with Learnova to run Mental Health Awareness and Emotional Intelligence sessions for our Year 9 and 10 students. The facilitators were warm, well prepared and careful with sensitive topics, and our counsellor noticed more students reaching out for support afterwards. We have already booked the programme again for next year.",
    name: "Meera Iyer",
    role: "Head of Student Wellbeing, Banyan Grove International School, Bengaluru",
    date: "2026-02-05",
    category: "Clients",
  },
];
