import type { BlogPostSeed } from "../types";

export const post: BlogPostSeed = {
  id: 3,
  slug: "why-choose-learnova-live-small-group-classes",
  title: "Why Choose Learnova? Live, Small-Group Learning for Every Learner",
  excerpt:
    "From K-12 board subjects to five languages and wellbeing courses, here is what makes learning with Learnova live, personal and genuinely enjoyable.",
  publishedAt: "2025-04-22",
  category: "EDUCATION",
  art: { motif: "compass", hue: 210 },
  contentHtml: `
<p>Families today have more choice than ever when it comes to learning online. There are video libraries, apps, giant lecture-style classes and private tutors of every kind. With so many options, it is fair to ask what makes one school different from another. This post is our honest answer to that question: what we believe about learning, how our classes work, and who we are best suited to.</p>

<h2>Where we started</h2>
<p>Learnova began in 2024 as a small language school. Our first classes were conversation groups where learners spoke, laughed, made mistakes and improved together with a teacher who knew each of them well. Families kept asking whether we could bring that same approach to school subjects and to emotional wellbeing, so we grew. Today we teach K-12 subjects, five languages and mental-health courses, but the heart of the school is the same: real teachers, live classes and small groups.</p>

<h2>Live classes, not recordings</h2>
<p>Recorded videos have their place, but they cannot notice a confused expression, answer the question a child is too shy to ask twice, or change direction when something is not landing. Every Learnova class is taught live. That means:</p>
<ul>
<li><strong>Real-time feedback.</strong> Students find out straight away whether they have understood, instead of discovering gaps weeks later.</li>
<li><strong>Genuine conversation.</strong> Especially in language classes, speaking with a teacher and classmates is where fluency is built.</li>
<li><strong>Accountability.</strong> A class with a fixed time and a teacher who expects you is far easier to stick with than a video you can always watch “later”.</li>
<li><strong>Human warmth.</strong> Children learn best from people they like and trust, and that relationship grows week by week.</li>
</ul>

<h2>Small groups that feel personal</h2>
<p>We keep our groups small on purpose. In a small group, every student gets time to speak, ask and be heard, and the teacher can adjust the pace to the people actually in the room. At the same time, learners benefit from hearing classmates’ questions and ideas, which is something one-to-one tuition cannot always offer. Many shy children find their voice in a small, friendly group far sooner than they would in a large class.</p>

<h2>K-12 subjects across four boards</h2>
<p>Our school subject courses follow the major curricula that our families study: <strong>CBSE</strong>, <strong>ICSE</strong>, <strong>IGCSE</strong> and the <strong>IB</strong>. Each board has its own emphasis, from CBSE’s structured syllabus to the IB’s focus on inquiry and extended writing, and our teachers plan with those differences in mind. Whether your child needs to strengthen foundations, keep pace with school or prepare with confidence for exams, classes are matched to their board and level.</p>

<h2>Five languages, taught for real communication</h2>
<p>Languages are where we began, and they remain close to our hearts. We teach <strong>English, Spanish, Mandarin, French and German</strong> to children, teens and adults. Our classes focus on using the language: speaking from the first lesson, understanding real conversations, and building grammar and vocabulary in context rather than in isolation. Whether the goal is a school exam, a move abroad, a career boost or keeping a family language alive, we place learners at the right level and help them progress steadily.</p>

<h2>Wellbeing built in, not bolted on</h2>
<p>Learning is hard to do well when a student feels anxious, overwhelmed or unsure of themselves. That is why we offer dedicated mental-health courses that help learners understand their emotions, manage stress and build resilience, and why wellbeing shapes how every class is taught. Our teachers create calm, encouraging classrooms where mistakes are welcome and every student is known by name.</p>

<h2>Designed around how children actually learn</h2>
<p>Younger learners have shorter attention spans, and that is perfectly normal. For children, we recommend sessions of 20–30 minutes: long enough to learn something meaningful, short enough to stay focused and finish on a high. Lessons for children use games, stories, movement and visuals, while teens and adults can work in longer, deeper sessions suited to their goals.</p>

<h2>Who Learnova is for</h2>
<p>Our learners range widely in age and ambition. We work with:</p>
<ul>
<li><strong>Children</strong> building strong foundations in school subjects and discovering the joy of a new language</li>
<li><strong>Teens</strong> preparing for board exams, strengthening tricky subjects or taking a language further</li>
<li><strong>Professionals</strong> learning a language for work, travel or relocation, or looking after their own wellbeing</li>
<li><strong>Families abroad</strong> who want their children to keep up with an Indian board or maintain a heritage language</li>
</ul>

<h2>How to get started</h2>
<p>Starting with us is simple and there is no pressure to commit before you are sure:</p>
<ol>
<li><strong>Explore</strong> our <a href="/courses">courses</a> to see what fits your learner’s goals.</li>
<li><strong>Book a free demo class</strong> so your child, or you, can meet a teacher and experience a live lesson.</li>
<li><strong>Talk it through.</strong> We will suggest the right level and group based on the demo and your goals.</li>
<li><strong>Begin learning</strong> at a schedule that works for your family.</li>
</ol>
<p>If you have questions along the way, our team is always happy to help through our <a href="/contact">contact page</a>, and you will find more ideas for learners and parents on our <a href="/blogs">blog</a>.</p>
<blockquote><p>We believe every learner deserves a teacher who knows them, a group where they feel comfortable, and classes they actually look forward to.</p></blockquote>
<p><strong>Ready to see the difference for yourself?</strong> <a href="/get-started">Book a free demo class</a> today and meet one of our teachers in a live, small-group lesson.</p>
`,
};
