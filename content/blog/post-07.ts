import type { BlogPostSeed } from "../types";

export const post: BlogPostSeed = {
  id: 7,
  slug: "how-to-choose-an-online-language-course-cefr-levels",
  title: "How to Choose an Online Language Course: CEFR Levels Explained",
  excerpt:
    "A1, B1, C2: what do the levels actually mean? A plain guide to CEFR, plus what to look for in teachers, class size and a trial class.",
  publishedAt: "2025-09-09",
  category: "LANGUAGE",
  art: { motif: "book", hue: 25 },
  contentHtml: `
<p>Choosing an online language course can feel overwhelming. Every provider promises fluency, course descriptions are full of codes like A2 and B1, and it is hard to tell from a website what the classes will actually be like. This guide explains the levels in plain language and walks you through the questions worth asking before you commit, whether the course is for you or for your child.</p>

<h2>Understanding CEFR levels</h2>
<p>The Common European Framework of Reference for Languages, usually shortened to CEFR, is a widely used scale for describing how well someone can use a language. It has six levels, grouped into three bands: basic users (A1 and A2), independent users (B1 and B2) and proficient users (C1 and C2). The levels describe what you can <em>do</em> with the language, not just how much grammar you know, which makes them very practical.</p>

<h3>A1: Getting started</h3>
<p>At A1 you can handle the very basics. You can introduce yourself, say where you are from, ask and answer simple questions about people and things you know, and understand familiar everyday phrases, as long as the other person speaks slowly and is happy to help. Think ordering a coffee, giving your name and spelling it, or saying what you like and dislike.</p>

<h3>A2: Managing everyday situations</h3>
<p>At A2 you can deal with simple, routine tasks that involve a straightforward exchange of information. You can talk about your family, your job or school, your home and your daily routine, go shopping, ask for directions and understand the main point of short, clear announcements or messages. Conversations are still short and you rely on familiar expressions, but you are genuinely communicating.</p>

<h3>B1: Becoming independent</h3>
<p>B1 is an important milestone. You can understand the main points when people speak clearly about familiar topics like work, school and free time. You can cope with most situations while travelling, describe experiences and events, talk about your hopes and plans, and give simple reasons for your opinions. You can also write short, connected texts on familiar subjects. You will still make mistakes and search for words, but you can keep a conversation going on your own.</p>

<h3>B2, C1 and C2: Towards fluency</h3>
<p>At <strong>B2</strong> you can follow more complex discussions, talk spontaneously with native speakers without much strain on either side, and explain your point of view on a range of topics. <strong>C1</strong> means you can use the language flexibly and effectively for social, academic and professional purposes, including understanding longer, demanding texts. <strong>C2</strong> is near-complete mastery: understanding almost everything with ease and expressing yourself precisely, even on subtle points.</p>
<p>Be wary of promises to move through levels very quickly. Progress depends on how often you practise, the language you are learning and how close it is to languages you already know. Moving from one level to the next usually takes steady work over months, not days. Note too that some languages have their own well-known exam systems alongside CEFR, such as HSK for Mandarin, so check which framework a course uses.</p>

<h2>Finding your starting level</h2>
<p>A good course will help you find the right starting point rather than simply asking you to pick one. Look for a short placement conversation or test that checks speaking and listening, not just grammar multiple choice. Starting too high leads to frustration; starting too low leads to boredom. Both are common reasons people give up.</p>

<h2>Teacher quality</h2>
<p>The teacher is the single biggest factor in how much you will enjoy and gain from a course. When you meet a teacher, notice whether they:</p>
<ul>
<li>Get you speaking early and often, rather than talking for most of the lesson</li>
<li>Correct mistakes helpfully, without interrupting every sentence or making you feel embarrassed</li>
<li>Explain grammar clearly with examples, and check that you have understood</li>
<li>Adapt to your goals, whether that is exams, travel, work or family</li>
<li>Bring in real-world language and cultural insight</li>
<li>Are warm and patient, especially with children and nervous beginners</li>
</ul>

<h2>Class size and format</h2>
<p>Online language courses come in three main formats, each with its own trade-offs:</p>
<ol>
<li><strong>One-to-one lessons</strong> offer maximum attention and flexibility, but you miss out on hearing other learners and practising with peers.</li>
<li><strong>Small groups</strong> give everyone plenty of speaking time while adding the energy of classmates, pair work and a sense of community. For many learners this is the sweet spot.</li>
<li><strong>Large classes or webinars</strong> can be good for listening and general input, but most participants get little or no chance to speak.</li>
</ol>
<p>Also consider session length. For children, 20–30 minute sessions work best, keeping them focused and eager to come back. Teens and adults can usually manage longer lessons, though regular shorter sessions often beat one long one each week.</p>

<h2>Make the most of a trial class</h2>
<p>A free trial or demo class is the best way to judge a course before committing. Go in with a few questions in mind:</p>
<ul>
<li>How much of the lesson did the learner spend speaking?</li>
<li>Did the teacher pitch the level correctly?</li>
<li>Was there clear structure: a goal, practice and a recap?</li>
<li>Did the learner leave feeling more confident, not more anxious?</li>
<li>For children: did they enjoy it, and do they want to go back?</li>
</ul>
<p>Afterwards, ask how progress will be tracked and how the course connects to CEFR levels or any exams you have in mind.</p>

<h2>A quick checklist before you decide</h2>
<ul>
<li>Clear levels and a proper placement process</li>
<li>Live teaching with plenty of speaking practice</li>
<li>Class sizes small enough for personal feedback</li>
<li>Session lengths that suit the learner’s age</li>
<li>A chance to try before you commit</li>
</ul>
<blockquote><p>The right course is the one you will actually keep attending: the right level, the right teacher and a class you look forward to.</p></blockquote>
<p>At Learnova we teach English, Spanish, Mandarin, French and German in live small-group classes for children, teens and adults, and we make sure every learner starts at the right level. Browse our <a href="/courses">courses</a> or <a href="/contact">get in touch</a> with any questions.</p>
<p><strong>Ready to find your level?</strong> <a href="/get-started">Start with a free trial class</a> and meet a teacher who will help you take your next step with confidence.</p>
`,
};
