// The volume seed's randomness and vocabulary: a seeded PRNG (the same seed gives the same
// database, so two runs of the bench measure the same rows) and the pools names and texts are
// drawn from. Nothing here touches a database.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** One of `items`, each with its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  chance(p: number): boolean;
  /** `length` characters of [A-Za-z0-9], as Better Auth's ids are. */
  alnum(length: number): string;
  /** A version-4-shaped UUID, as randomUUID() writes them. */
  uuid(): string;
}

/** sfc32: small, fast, and good enough for test data; seeded through splitmix32. */
export function createRandom(seed: number): Random {
  let s = seed >>> 0;
  const split = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split();
  let b = split();
  let c = split();
  let d = split();
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const HEX = "0123456789abcdef";
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const chars = (set: string, n: number) => {
    let out = "";
    for (let i = 0; i < n; i++) out += set[Math.floor(next() * set.length)];
    return out;
  };
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted(items) {
      let total = 0;
      for (const [, w] of items) total += w;
      let roll = next() * total;
      for (const [item, w] of items) {
        roll -= w;
        if (roll < 0) return item;
      }
      return items[items.length - 1][0];
    },
    chance: (p) => next() < p,
    alnum: (n) => chars(ALNUM, n),
    uuid: () =>
      `${chars(HEX, 8)}-${chars(HEX, 4)}-4${chars(HEX, 3)}-${"89ab"[int(0, 3)]}${chars(HEX, 3)}-${chars(HEX, 12)}`,
  };
}

/**
 * `count` instants from `from` to `to`, ascending, denser towards `to` (a school that grows:
 * the last month has about three times the sign-ups of the first). Rows are inserted in this
 * order, as a live table fills.
 */
export function* spreadTimes(
  random: Random,
  count: number,
  from: number,
  to: number,
): Generator<number> {
  const growth = 2;
  const span = to - from;
  for (let i = 0; i < count; i++) {
    const x = (i + random.next()) / count;
    yield from + Math.floor((span * Math.log1p(growth * x)) / Math.log1p(growth));
  }
}

export const DAY_MS = 24 * 3_600_000;

export const FIRST_NAMES: readonly string[] = (
  "Aarav Vivaan Aditya Arjun Sai Reyansh Krishna Ishaan Rohan Kabir Ananya Diya Saanvi " +
  "Aadhya Priya Kavya Meera Isha Riya Nisha Lakshmi Deepika Sneha Pooja Rahul Vikram " +
  "Sanjay Amit Suresh Neha Harpreet Gurleen Farhan Ayesha Zoya Imran Tenzin Anjali " +
  "Karthik Divya Oliver Amelia Noah Sophia Liam Emma Lucas Mia Mateo Chloé Hiroshi Yuki " +
  "Wei Mei Omar Fatima Kwame Amara Sven Ingrid José Lucía Nikolai Olga Chidi Ngozi " +
  "Siobhan Connor Zanele Thabo"
).split(" ");

export const LAST_NAMES: readonly string[] = (
  "Sharma Verma Patel Iyer Reddy Nair Menon Gupta Singh Kaur Mukherjee Banerjee Das " +
  "Chatterjee Rao Pillai Joshi Kulkarni Desai Shah Khan Ahmed Fernandes D'Souza Bhat " +
  "Chopra Malhotra Agarwal Naidu Hegde Smith Johnson Williams Brown García Martínez " +
  "Müller Schmidt Rossi Dubois Tanaka Sato Wang Li Kim Park Okafor Mensah Andersson " +
  "O'Brien"
).split(" ");

export const MAIL_DOMAINS = [
  ["gmail.com", 50],
  ["yahoo.co.in", 10],
  ["outlook.com", 10],
  ["hotmail.com", 6],
  ["rediffmail.com", 3],
  ["icloud.com", 5],
  ["proton.me", 2],
  ["yahoo.com", 4],
  ["school.edu.in", 3],
  ["company.co.in", 4],
  ["uni.ac.uk", 2],
  ["web.de", 1],
] as const satisfies readonly (readonly [string, number])[];

/** A display name and a unique address: the number `n` is unique per caller, so is the address. */
/**
 * Names written in their own scripts (Chinese, Japanese, Korean, Devanagari, Tamil, Cyrillic,
 * Arabic): admins search them by two or three characters, which trigram indexes cannot narrow
 * (docs/performance.md §5.10).
 */
export const NATIVE_NAMES: readonly (readonly [string, string])[] = [
  ["伟", "王"],
  ["娜", "李"],
  ["敏", "张"],
  ["静", "刘"],
  ["洋", "陈"],
  ["ゆき", "田中"],
  ["翔太", "佐藤"],
  ["지민", "김"],
  ["서연", "박"],
  ["प्रिया", "शर्मा"],
  ["अर्जुन", "वर्मा"],
  ["கார்த்திக்", "ஐயர்"],
  ["Ольга", "Иванова"],
  ["Николай", "Петров"],
  ["فاطمة", "أحمد"],
];
/** East Asian names are written family name first, without a space. */
const FAMILY_FIRST = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Hangul}]/u;

export function person(random: Random, n: number): { name: string; email: string } {
  if (random.chance(0.04)) {
    const [given, family] = random.pick(NATIVE_NAMES);
    const name = FAMILY_FIRST.test(family) ? `${family}${given}` : `${given} ${family}`;
    return { name, email: `user${n}@${random.weighted(MAIL_DOMAINS)}` };
  }
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const local = (s: string) =>
    s
      .normalize("NFD")
      .replace(/[^A-Za-z]/g, "")
      .toLowerCase();
  const style = random.int(0, 3);
  const handle =
    style === 0
      ? `${local(first)}.${local(last)}${n}`
      : style === 1
        ? `${local(first)}${local(last)}${n}`
        : style === 2
          ? `${local(first)[0]}.${local(last)}${n}`
          : `${local(first)}_${n}`;
  const address = `${handle}@${random.weighted(MAIL_DOMAINS)}`;
  // Some people type their address with capitals; the lists search it case-insensitively.
  return { name: `${first} ${last}`, email: random.chance(0.05) ? capitalise(address) : address };
}

function capitalise(s: string): string {
  return s[0].toUpperCase() + s.slice(1);
}

export function phone(random: Random): string {
  return random.chance(0.75)
    ? `+91 ${random.int(70000, 99999)} ${random.int(10000, 99999)}`
    : `+${random.pick(["44", "1", "971", "65", "61", "49"])} ${random.int(100, 999)} ${random.int(100, 999)} ${random.int(1000, 9999)}`;
}

export const TIME_ZONES = [
  ["Asia/Kolkata", 70],
  ["Asia/Dubai", 6],
  ["Europe/London", 5],
  ["America/New_York", 4],
  ["Asia/Singapore", 4],
  ["Australia/Sydney", 3],
  ["America/Los_Angeles", 2],
  ["Europe/Berlin", 2],
  ["Africa/Nairobi", 1],
  ["Asia/Tokyo", 1],
  ["America/Toronto", 2],
] as const satisfies readonly (readonly [string, number])[];

const OPENINGS = [
  "Hello, I am writing about the courses on your website.",
  "Hi team, I have a question about enrolment.",
  "Good evening. My daughter is interested in joining one of your classes.",
  "Dear Learnova, I came across your school through a friend.",
  "Hello! I attended a free demo class last week.",
  "Hi, I would like some more information before I sign up.",
];
const MIDDLES = [
  "Could you tell me how many students are in each batch and how the classes are scheduled?",
  "We live in Dubai, so the time zone matters a lot for us.",
  "Is there a discount when siblings enrol together?",
  "My son is preparing for his board exams and struggles with algebra.",
  "I am a working professional and can only attend on weekends.",
  "Do you provide recordings of the live sessions if we miss one?",
  "The payment page did not accept my card the first time I tried.",
  "I would also like to know whether the teachers follow the CBSE syllabus.",
  "We are moving from ICSE to IGCSE next year and want to prepare in advance.",
  "Please let me know what material we need before the first class.",
];
const CLOSINGS = [
  "Thank you for your help.",
  "Looking forward to hearing from you.",
  "Please call me in the evening if that is easier.",
  "Thanks in advance!",
  "Best regards.",
];

/** A contact message of two to five sentences. */
export function messageText(random: Random): string {
  const parts = [random.pick(OPENINGS)];
  const middle = random.int(1, 3);
  for (let i = 0; i < middle; i++) parts.push(random.pick(MIDDLES));
  if (random.chance(0.8)) parts.push(random.pick(CLOSINGS));
  return parts.join(" ");
}

export const FEEDBACK = [
  "The website is easy to use.",
  "The course pages could show the fees more clearly.",
  "Great demo class, very patient teacher.",
  "Please add more evening slots.",
];

export const GOALS = [
  "Improve my spoken English for client calls",
  "Prepare for the IELTS in three months",
  "Learn conversational French before moving to Paris",
  "Manage stress at work better",
  "Get better at public speaking",
];
