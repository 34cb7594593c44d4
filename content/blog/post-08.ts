import type { BlogPostSeed } from "../types";

export const post: BlogPostSeed = {
  id: 8,
  slug: "language-learning-for-teens",
  title: "Why the Teenage Years Are a Brilliant Time to Learn a Language",
  excerpt:
    "Teens bring curiosity, sharper thinking and a strong social drive to language learning. Here is how to turn those strengths into real progress, from exams to friendships.",
  publishedAt: "2025-10-14",
  category: "LANGUAGE",
  contentHtml: `<p>Ask most adults when they wish they had taken a language seriously, and many will say the same thing: "At school, when I had the time." There is a lot of truth in that regret. Adolescence is not too late to start a new language, and it is not simply a second-best option after early childhood. In many ways it is a sweet spot, and teenagers who use it well can build skills that stay with them for life.</p>

<h2>Why adolescence is a great time to learn</h2>

<p>Young children do have real advantages, especially with accent. But teenagers have their own strengths, and some of them are powerful.</p>

<ul>
<li><strong>They can think about language.</strong> A ten-year-old often absorbs patterns without noticing them. A fifteen-year-old can spot a rule, test it, compare it with English or their home language, and ask why. That ability to reflect, which researchers call metacognition, makes grammar far less mysterious.</li>
<li><strong>Their memory and focus are maturing.</strong> Teens can hold longer chunks of language in mind, follow a conversation with several speakers, and plan what they want to say before they say it.</li>
<li><strong>Their brains are still very adaptable.</strong> The adolescent brain is busy reorganising itself, and it responds strongly to practice, challenge and novelty. Regular use of a new language during these years builds habits that are easier to keep than to start from scratch later.</li>
<li><strong>They have real reasons to communicate.</strong> Music, gaming, films, travel, online friendships and future study plans all give teens a purpose for the language that goes well beyond a textbook.</li>
</ul>

<p>Put simply, teenagers combine a still-flexible brain with adult-style thinking, a rare and useful mix.</p>

<h2>Motivation: what actually keeps teens going</h2>

<p>Motivation is usually the make-or-break factor. Most teens do not lack ability; they lose interest when lessons feel disconnected from their lives. In our classes we see three ingredients that keep motivation alive.</p>

<h3>1. Choice and ownership</h3>

<p>Teenagers are working out who they are, and they respond badly to being told what to care about. Giving them real choices, such as which topics to discuss, which songs or series to explore, or which project to present, turns the language into something they own rather than something done to them.</p>

<h3>2. Visible progress</h3>

<p>Nothing motivates like noticing that you understood a joke, a lyric or a video that was gibberish a month earlier. Clear milestones help enormously. The CEFR scale (the Common European Framework of Reference for Languages) is ideal here: moving from <strong>A1</strong>, where you can handle simple everyday phrases, to <strong>A2</strong>, where you can manage routine exchanges, to <strong>B1</strong>, where you can cope with most situations while travelling and talk about your experiences and plans, gives teens a map they can actually see themselves moving along.</p>

<h3>3. Identity</h3>

<p>Many teens are drawn to a language because of who they want to become: someone who can chat with cousins abroad, study overseas, work in international business or simply understand a culture they love. When teachers connect lessons to that future self, effort stops feeling like a chore.</p>

<blockquote><p>A teenager who sees a language as part of who they are becoming will practise without being asked. The teacher's job is to help them see that connection.</p></blockquote>

<h2>Exams: a goal, not the whole point</h2>

<p>For many families, exams are the most concrete reason to take a language seriously. A second or third language often features in school board exams, whether that is CBSE, ICSE, IGCSE or the IB Diploma, where students take a Language B or ab initio course. There are also internationally recognised certificates aligned with the CEFR, such as DELE for Spanish, DELF for French and the Goethe-Zertifikat for German, as well as HSK for Mandarin, which uses its own levels.</p>

<p>Exams are useful. They give structure, deadlines and a qualification that can support university applications. But a teen who only learns for the exam tends to forget quickly afterwards. The most effective approach balances both:</p>

<ul>
<li>Build genuine speaking and listening skills first, so the exam becomes a chance to show what you can already do.</li>
<li>Introduce exam formats gradually, such as timed writing, oral presentations and listening tasks, rather than cramming them in the final months.</li>
<li>Use past-paper practice to highlight gaps, then go back to real communication to fill them.</li>
<li>Keep some lessons completely exam-free, so the language stays enjoyable.</li>
</ul>

<h2>Social learning: why peers matter so much</h2>

<p>Teenagers are deeply social. The opinions of friends often matter more to them than the opinions of adults, and this is something to use rather than fight. Language is, after all, a social tool. It makes sense to learn it socially.</p>

<p>Small live group classes work particularly well for teens. Speaking in front of a handful of peers who are all at the same level feels far less intimidating than performing for a room of thirty. Pair work, role-plays, debates and group projects give every student plenty of speaking time, and teens often push each other further than any teacher could.</p>

<p>Live online classes add something extra: a group can include teens from different cities or countries, which turns every conversation into a small cultural exchange and makes the language feel real in a way a worksheet never will.</p>

<h2>Practical tips for parents and teens</h2>

<ol>
<li><strong>Aim for consistency over intensity.</strong> Two or three live classes a week with short daily practice beats an occasional marathon session.</li>
<li><strong>Bring the language into daily life.</strong> Switch a phone or game to the target language, follow creators who post in it, or watch a favourite series with subtitles in the new language.</li>
<li><strong>Set a CEFR goal together.</strong> Agree on a realistic target, such as reaching A2 by the end of the school year, and check in on it every few months.</li>
<li><strong>Celebrate mistakes.</strong> Teens are often self-conscious. Treat errors as proof of effort, and praise attempts to say something difficult.</li>
<li><strong>Let them lead.</strong> Ask your teen to teach you a phrase each week. Explaining something is one of the best ways to remember it.</li>
</ol>

<h2>The bottom line</h2>

<p>Adolescence is not a consolation prize for language learning. It is a genuinely strong moment: teens can reason about grammar, they are motivated by identity and friendships, and they have concrete goals such as exams and future study. With the right mix of structure, choice and social connection, a teenager can go from a nervous beginner to a confident B1 speaker in a few years, and carry that skill into adulthood.</p>

<p>If your teen is curious about English, Spanish, Mandarin, French or German, you can explore our <a href="/courses">language courses</a> or read more on our <a href="/blogs">blog</a>. Ready to see what a live class feels like? <a href="/get-started">Book a free demo class</a> and let your teen meet a teacher, try a real lesson and find out how enjoyable learning a language can be.</p>`,
  art: { motif: "chat", hue: 200 },
};
