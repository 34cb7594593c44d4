export interface AboutContent {
  story: string[];
  mission: string;
  whatWeTeach: { title: string; text: string }[];
  beyondClasses: { title: string; text: string }[];
  values: { title: string; text: string }[];
}

export const about: AboutContent = {
  story: [
    "Learnova began in 2024 as a small online language school. A handful of teachers met learners on screen to practise speaking new languages, and we quickly learnt that live, friendly, small-group classes could make a real difference, wherever a learner happened to live.",
    "Families soon began asking whether we could help with school subjects too. So we brought in experienced teachers for the CBSE, ICSE, IGCSE and IB boards, widened our languages to English, Spanish, Mandarin, French and German, and introduced coding and Vedic maths for curious young minds.",
    "Along the way, parents, students and partner schools kept telling us the same thing: learning goes better when people feel well. That led us to build a set of mental-health and wellbeing courses, from mindfulness for teens to trauma-informed care for professionals. Today Learnova is a growing online school for children, teens and adults, and we are still driven by the belief that started it all: good teaching, delivered with care, can reach anyone, anywhere.",
  ],
  mission:
    "Our mission is to make excellent, caring teaching available to every learner, whatever their age, background or location, and to help each person grow in knowledge, confidence and wellbeing.",
  whatWeTeach: [
    {
      title: "K-12 Subjects",
      text: "Live classes that follow the CBSE, ICSE, IGCSE and IB curricula, from primary computing to Class 12 chemistry and IB Diploma biology. We also teach Vedic maths and coding in Scratch, Python and web basics, helping students understand ideas deeply rather than simply memorise them.",
    },
    {
      title: "Languages",
      text: "English, Spanish, Mandarin, French and German for complete beginners through to confident speakers, with courses mapped to CEFR levels where it helps. From spoken English for children to business English and academic preparation for adults, every class gets learners speaking from day one.",
    },
    {
      title: "Mental Health",
      text: "Practical, evidence-informed courses in mental health awareness, emotional intelligence, resilience, CBT skills, stress management and more. They are designed as education rather than therapy, and they help learners, parents and professionals understand wellbeing and look after themselves and others.",
    },
  ],
  beyondClasses: [
    {
      title: "Study abroad programmes",
      text: "We guide students who dream of studying overseas, helping them build the language skills, academic confidence and cultural understanding they need to make the move with confidence.",
    },
    {
      title: "Internships",
      text: "We offer internship opportunities that let students and young graduates gain real experience in education, technology and communications, working alongside our teachers and team.",
    },
    {
      title: "Research collaborations",
      text: "We work with educators and researchers on projects about online learning, language acquisition and student wellbeing, so that what we learn can improve teaching for everyone.",
    },
  ],
  values: [
    {
      title: "Care first",
      text: "Every learner is a person before they are a student. We create warm, respectful classes where it is safe to ask questions and make mistakes.",
    },
    {
      title: "Quality teaching",
      text: "Our teachers know their subjects well and prepare thoughtfully, and we keep classes small so that every learner gets real attention.",
    },
    {
      title: "Openness to the world",
      text: "Our learners and teachers come from many countries and cultures, and we see that diversity as one of the best parts of learning together.",
    },
    {
      title: "Honesty",
      text: "We give clear, truthful feedback, make no promises we cannot keep and always explain things plainly to learners and families.",
    },
  ],
};

export const landingAbout = {
  heading: "Our Dream is global learning Transformation",
  text: "We believe that a brilliant teacher should be within reach of every learner, whether they live in Bengaluru, Barcelona or Beijing. Through live online classes in school subjects, languages and wellbeing, we help children, teens and adults learn with confidence and curiosity. Every lesson is a small step towards a more connected, better-educated world.",
};

export const heroSubline =
  "Join a global community of learners and discover live, expert-led classes in school subjects, languages and wellbeing, wherever you are in the world.";

export const clienteleTagline = "Empowering Learners in Every Corner of the World!";
