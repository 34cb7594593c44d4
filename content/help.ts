import type { HelpTopicSeed } from "./types";

// The Help Center's questions as first seeded, by topic (their titles and order are
// HELP_TOPICS in app/lib/content-types.ts). Once seeded, the admin panel owns them.

export const helpTopics: HelpTopicSeed[] = [
  {
    id: "getting-started",
    items: [
      {
        question: "How do I find the right course?",
        answer:
          "Visit the Courses page and filter by category: K-12 Subjects, Languages or Mental Health. Each course page shows the level, who it is designed for, how many weeks it runs and how many sessions there are each week. If you are still unsure, click 'Contact us' and our team will help you choose.",
      },
      {
        question: "How do I enrol?",
        answer:
          "Click 'Contact us' on any page or course, tell us which course you are interested in, and our team will get back to you by email. We will suggest a class time, offer you a free demo class and explain the next steps.",
      },
      {
        question: "Who are the classes for?",
        answer:
          "Everyone. We teach children, teenagers and adults, and there is no age limit. Each course lists its intended audience so you can see at a glance whether it is a good fit.",
      },
      {
        question: "Do I need any special equipment?",
        answer:
          "You need a laptop, desktop computer or tablet with a reliable internet connection, a camera and a microphone. Headphones help a great deal in busy homes. For coding courses a laptop or desktop computer works best.",
      },
      {
        question: "How can I contact the Learnova team?",
        answer:
          "Email us at hello@learnova.example or call +91 80 4000 0000. You can also use the 'Contact us' form on the website, and we will reply as soon as we can.",
      },
    ],
  },
  {
    id: "demo-classes",
    items: [
      {
        question: "What is a free demo class?",
        answer:
          "A demo class is a short, free session with one of our teachers. It lets you experience how we teach, ask questions and check that the course and level feel right before you commit to anything.",
      },
      {
        question: "How do I book a demo class?",
        answer:
          "Tell us who the class is for, the subject or course you are interested in, and a time and time zone that suits you. We then schedule the class and send you a confirmation email with a calendar file. If the teacher is not free at your preferred time, we will contact you to agree another.",
      },
      {
        question: "Can a parent attend the demo class with their child?",
        answer:
          "Yes, and we encourage it, especially for younger children. Parents are welcome to sit in, see how the lesson works and speak with the teacher at the end.",
      },
      {
        question: "What happens after the demo class?",
        answer:
          "Our team will follow up to hear how it went, answer any questions and, if you would like to continue, share the fees for the course and schedule you choose. A demo class places you under no obligation to enrol.",
      },
      {
        question: "Can I reschedule or cancel a demo class?",
        answer:
          "Of course. Please let us know at least 24 hours before, by email or through the contact page, and we will find another time that works for you.",
      },
    ],
  },
  {
    id: "classes-and-schedules",
    items: [
      {
        question: "How are classes taught?",
        answer:
          "All our classes are taught live online by a teacher, in small groups so that everyone has a chance to speak and ask questions. Sessions include discussion, activities and practice, not just listening.",
      },
      {
        question: "How do I join a class?",
        answer:
          "Before your course begins, we email you the details and joining link for your sessions. Join a few minutes before the start time so you can check your camera and microphone.",
      },
      {
        question: "Which time zone are class times shown in?",
        answer:
          "When we arrange your class, we confirm the time in your own time zone. Learners join us from many countries, so if you move or travel, or the clocks change where you live, just let us know and we will double-check your timetable.",
      },
      {
        question: "What if I miss a class?",
        answer:
          "If you know in advance, please give us at least 24 hours' notice by email or through the contact page, and we will reschedule the class at a time that suits you and the teacher. If you miss a class unexpectedly, let us know as soon as you can and we will help you catch up. If a teacher ever has to cancel, we will offer you another time.",
      },
      {
        question: "Can I change my class time or switch to a different course?",
        answer:
          "Yes, in most cases. Contact our team and we will look at the options available, such as another group running the same course at a different time.",
      },
      {
        question: "How will I know how I am progressing?",
        answer:
          "Teachers give regular feedback during classes and on homework. For younger learners, parents receive updates too, and you can always ask for a progress conversation with the teacher.",
      },
    ],
  },
  {
    id: "accounts-and-profile",
    items: [
      {
        question: "How do I update my profile details?",
        answer:
          "Sign in and open Account settings. There you can change your name, account type and phone number, or remove your phone number. Remember to save your changes before leaving the page.",
      },
      {
        question: "I have forgotten my password. What should I do?",
        answer:
          "On the sign-in page, use the option to reset your password and enter the email address you signed up with, and follow the instructions we send you. If the email does not arrive within a few minutes, check your spam folder, or contact us at hello@learnova.example. If you signed up with Google, simply sign in with Google again.",
      },
      {
        question: "Can a parent manage a child's account?",
        answer:
          "Yes. Accounts for children and teens under 18 are created and managed by a parent or guardian, who receives important messages about classes and progress. Contact us if you would like to change who manages an account.",
      },
      {
        question: "How do I download a copy of my data?",
        answer:
          "Sign in, go to Account settings and choose the option to download your data. You will get a single file (in JSON, a plain-text format many programs can open) containing all the data linked to your account. It is a good idea to do this before deleting an account.",
      },
      {
        question: "How do I delete my account and data?",
        answer:
          "Sign in, go to Account settings and use the option to delete your account. Deletion happens straight away and cannot be undone, so download your data first if you want a copy. If you cannot sign in, email hello@learnova.example from the address linked to your account and we will do it for you. Our Data Deletion Policy explains exactly what is removed and when.",
      },
    ],
  },
  {
    id: "payments-and-refunds",
    items: [
      {
        question: "How much do courses cost?",
        answer:
          "Fees depend on the course and the schedule you choose, so we do not list them on the website. We share them with you after your free demo class, and we always tell you the amount and what it covers before you pay.",
      },
      {
        question: "Which payment methods do you accept?",
        answer:
          "We accept major credit cards, PayPal and bank transfers. Card and PayPal payments are handled securely by our payment providers, so we never see or store your full card number. Our team will explain how to pay once you have chosen a course.",
      },
      {
        question: "Will I receive a receipt?",
        answer:
          "Yes. Just ask our team and we will send you a receipt for your payment, or an invoice if a school or company is paying.",
      },
      {
        question: "Can I get a refund?",
        answer:
          "Yes. If you have paid in advance for classes you no longer want, you can ask for a refund of the unused prepaid classes. Write to hello@learnova.example and we will work out the amount with you and return it using the payment method you used, or another method we agree with you. Our Terms of Service explain this in full.",
      },
      {
        question: "Can my school or employer pay for my course?",
        answer:
          "Yes. We regularly work with schools and companies, and we can invoice them directly. Let our team know when you get in touch and we will arrange it.",
      },
    ],
  },
  {
    id: "technical-help",
    items: [
      {
        question: "Which browser should I use?",
        answer:
          "For the best experience, use an up-to-date version of Chrome, Edge, Firefox or Safari. If something is not working, try updating your browser or switching to a different one.",
      },
      {
        question: "My camera or microphone is not working. What can I do?",
        answer:
          "First, check that your browser has permission to use your camera and microphone; a small icon in the address bar usually shows this. Make sure no other app, such as another video call, is using them, and that the correct devices are selected. Restarting the browser often fixes the problem.",
      },
      {
        question: "The video keeps freezing or the sound breaks up.",
        answer:
          "This is usually caused by a slow or unstable connection. Move closer to your Wi-Fi router or use a wired connection, close other tabs and apps that use the internet, and ask others at home to pause large downloads or streaming during class.",
      },
      {
        question: "Can I join classes on a phone?",
        answer:
          "You can join on a phone in an emergency, but a laptop, desktop or tablet gives a much better experience, especially for activities, shared screens and coding.",
      },
      {
        question: "I still need help with a technical problem.",
        answer:
          "Email hello@learnova.example or call +91 80 4000 0000 and tell us what device and browser you are using and what you see on screen. A screenshot helps us solve the problem faster.",
      },
    ],
  },
];
