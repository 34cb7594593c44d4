import type { FaqSeed } from "./types";

export const faqItems: FaqSeed[] = [
  // ─── Landing page ─────────────────────────────────────────────────────────
  {
    id: "landing-1",
    group: "landing",
    position: 1,
    question: "What is Learnova?",
    answer:
      "Learnova is an online school offering live, teacher-led classes for children, teens and adults. We teach K-12 subjects for the CBSE, ICSE, IGCSE and IB boards, five languages (English, Spanish, Mandarin, French and German) and courses in mental health and wellbeing.\n\nWe began in 2024 as a small language school, and today we welcome learners from many countries in small, friendly classes.",
    isOpen: false,
  },
  {
    id: "landing-2",
    group: "landing",
    position: 2,
    question: "How do I sign up?",
    answer:
      "Start by browsing our courses and finding one that interests you. Then click 'Contact us', send us your query, and our team will reply to help you choose the right class and timing.\n\nYou can also book a free demo class first, so you can meet a teacher and see how our lessons work before you decide.",
    isOpen: true,
  },
  {
    id: "landing-3",
    group: "landing",
    position: 3,
    question: "Is there an age limit for the courses?",
    answer:
      "No, there is no age limit. Learnova is for learners of all ages, from young children taking their first coding or language class to professionals and retirees learning something new.\n\nEach course page shows who it is designed for, and we are always happy to suggest the best fit.",
    isOpen: false,
  },
  {
    id: "landing-4",
    group: "landing",
    position: 4,
    question: "What payment methods do you accept?",
    answer:
      "We accept all major credit cards, PayPal and bank transfers. Once you have chosen a course, our team will share the fee details and explain how to pay using whichever method suits you best.",
    isOpen: false,
  },
  {
    id: "landing-5",
    group: "landing",
    position: 5,
    question: "Do I need prior knowledge of a language to join a course?",
    answer:
      "Not at all. We offer language courses for every level, from complete beginners to confident speakers who want to polish their skills. If you are unsure where to start, a free demo class helps us find the right level for you.",
    isOpen: false,
  },

  // ─── Parents ──────────────────────────────────────────────────────────────
  {
    id: "parents-1",
    group: "parents",
    position: 1,
    question: "How do I sign my child up?",
    answer:
      "Browse our courses to find one that suits your child's age, board and interests, then click 'Contact us' and send us your query. Our team will reply to talk through your child's needs and suggest a class and timing that fits your family's routine.\n\nWe also recommend booking a free demo class, so your child can meet the teacher and you can see a live lesson before deciding.",
    isOpen: false,
  },
  {
    id: "parents-2",
    group: "parents",
    position: 2,
    question: "What is Learnova?",
    answer:
      "Learnova is an online school where children learn live with experienced teachers in small, friendly groups. We support school learning for CBSE, ICSE, IGCSE and IB, teach five languages, and offer wellbeing courses such as mindfulness and study skills.\n\nParents receive regular updates on progress, and our teachers are always happy to discuss how your child is getting on.",
    isOpen: true,
  },
  {
    id: "parents-3",
    group: "parents",
    position: 3,
    question: "Is there an age limit for children?",
    answer:
      "There is no age limit. We have courses for young children, such as Spoken English for Kids and Primary Computing, right through to teenagers preparing for board exams.\n\nEvery course lists the age group it is designed for, and we will help you choose something that matches your child's stage and confidence.",
    isOpen: false,
  },
  {
    id: "parents-4",
    group: "parents",
    position: 4,
    question: "How can I pay for my child's classes?",
    answer:
      "You can pay by any major credit card, PayPal or bank transfer. After your child's free demo class, our team will share the fee details for the course you have chosen and guide you through payment.",
    isOpen: false,
  },
  {
    id: "parents-5",
    group: "parents",
    position: 5,
    question: "Does my child need to know the language already?",
    answer:
      "No. Our language courses start from complete beginner level, and young learners pick things up through songs, stories and games. If your child already knows some of the language, we will place them in a class that stretches them without overwhelming them.",
    isOpen: false,
  },

  // ─── Students ─────────────────────────────────────────────────────────────
  {
    id: "students-1",
    group: "students",
    position: 1,
    question: "How do I sign up?",
    answer:
      "Have a look through our courses and pick the one you'd like to try. Click 'Contact us', send us a quick message about what you want to learn, and our team will get back to you.\n\nYou can also book a free demo class to meet your teacher first. If you are under 18, we'll just need a parent or guardian to confirm the booking.",
    isOpen: false,
  },
  {
    id: "students-2",
    group: "students",
    position: 2,
    question: "What is Learnova?",
    answer:
      "Learnova is an online school where you learn live with real teachers, not just pre-recorded videos. You can get help with school subjects for your board, learn a new language, start coding, or build skills for managing stress and exams.\n\nClasses are small, so there is room to ask questions, join discussions and work on projects with other learners from around the world.",
    isOpen: true,
  },
  {
    id: "students-3",
    group: "students",
    position: 3,
    question: "Am I too young or too old to join?",
    answer:
      "No, there is no age limit. Whether you are in primary school, preparing for your boards or studying at university, there is a course for you. Each course page tells you who it is designed for, so you can pick one that matches where you are.",
    isOpen: false,
  },
  {
    id: "students-4",
    group: "students",
    position: 4,
    question: "What payment methods are accepted?",
    answer:
      "We accept major credit cards, PayPal and bank transfers. If you are under 18, a parent or guardian will usually take care of payment, and our team will share the fee details with them after your free demo class.",
    isOpen: false,
  },
  {
    id: "students-5",
    group: "students",
    position: 5,
    question: "Do I need to know a language before I start learning it?",
    answer:
      "No, you can start from zero. Our beginner courses assume no prior knowledge, and we also have intermediate courses if you already know the basics or are studying the language at school. Your teacher will check your level in the demo class so you land in the right group.",
    isOpen: false,
  },

  // ─── Educators ────────────────────────────────────────────────────────────
  {
    id: "educators-1",
    group: "educators",
    position: 1,
    question: "How do I sign up?",
    answer:
      "If you would like to take one of our courses, such as Trauma-Informed Care or Emotional Intelligence, browse the course list, click 'Contact us' and send us your query. Our team will reply with dates and details, and you are welcome to book a free demo class first.\n\nIf you are interested in teaching with Learnova, use the same 'Contact us' route and tell us about your subject and experience.",
    isOpen: false,
  },
  {
    id: "educators-2",
    group: "educators",
    position: 2,
    question: "What is Learnova?",
    answer:
      "Learnova is an online school offering live classes in K-12 subjects, languages and mental health. For educators, we offer professional development courses such as Trauma-Informed Care, Mental Health Awareness and Emotional Intelligence, along with language courses that can support your own teaching or career.\n\nOur classes are interactive and practical, so you can take ideas straight back to your classroom.",
    isOpen: true,
  },
  {
    id: "educators-3",
    group: "educators",
    position: 3,
    question: "Is there an age limit?",
    answer:
      "No, there is no age limit on any of our courses. Our professional courses are designed for adults at any stage of their career, whether you are a trainee teacher or a school leader with decades of experience.",
    isOpen: false,
  },
  {
    id: "educators-4",
    group: "educators",
    position: 4,
    question: "What payment methods do you accept?",
    answer:
      "We accept major credit cards, PayPal and bank transfers. If your school is paying for your training, we can arrange a bank transfer directly with the school; just let our team know when you get in touch.",
    isOpen: false,
  },
  {
    id: "educators-5",
    group: "educators",
    position: 5,
    question: "Do I need prior knowledge of a language?",
    answer:
      "No. Whether you want to learn a new language from scratch or improve your professional English, we have courses for every level. Our mental-health and professional courses are taught in English, and no specialist background is needed.",
    isOpen: false,
  },

  // ─── Clients (schools and organisations) ──────────────────────────────────
  {
    id: "clients-1",
    group: "clients",
    position: 1,
    question: "How does my school or organisation get started?",
    answer:
      "Browse our courses to see what might suit your students or staff, then click 'Contact us' and send us your query with a little about your organisation and goals. Our team will reply to arrange a conversation and put together a plan that fits your timetable.\n\nWe are also happy to run a free demo class so your team can experience a session before committing.",
    isOpen: false,
  },
  {
    id: "clients-2",
    group: "clients",
    position: 2,
    question: "What is Learnova?",
    answer:
      "Learnova is an online school that partners with schools, colleges and companies to deliver live, expert-led courses. We offer subject support for CBSE, ICSE, IGCSE and IB, language training in five languages, and mental-health and wellbeing programmes for students and staff.\n\nSessions can be run for your group alone, at times that suit you, with clear reporting on attendance and progress.",
    isOpen: true,
  },
  {
    id: "clients-3",
    group: "clients",
    position: 3,
    question: "Is there an age limit for participants?",
    answer:
      "No, there is no age limit. We work with groups of all ages, from primary pupils to senior professionals, and we adapt the content and style of each programme to the people taking part.",
    isOpen: false,
  },
  {
    id: "clients-4",
    group: "clients",
    position: 4,
    question: "What payment methods do you accept?",
    answer:
      "We accept major credit cards, PayPal and bank transfers. Most organisations prefer to pay by bank transfer against an invoice, and our team will share the details once your programme is agreed.",
    isOpen: false,
  },
  {
    id: "clients-5",
    group: "clients",
    position: 5,
    question: "Do participants need prior knowledge of a language?",
    answer:
      "No. We offer language courses from beginner to advanced level, and we can assess your group beforehand so that everyone is placed at the right level. Business English and other workplace programmes can be tailored to your industry.",
    isOpen: false,
  },
];
