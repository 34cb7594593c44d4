import type { BlogPostSeed } from "../types";

export const post: BlogPostSeed = {
  id: 12,
  slug: "short-online-classes-for-children",
  title: "Short Sessions, Big Gains: How 20 to 30 Minute Online Classes Work for Children",
  excerpt:
    "Shorter can be smarter. Discover why 20 to 30 minute live online classes suit young learners, what happens inside a well-planned session, and how parents can help.",
  publishedAt: "2026-05-12",
  category: "PARENTING",
  contentHtml: `<p>When parents first hear that our classes for younger children last 20–30 minutes, a common reaction is surprise. "Is that long enough to learn anything?" It is a fair question. Many of us grew up with hour-long lessons and assume that more time always means more learning. With children, the opposite is often true. A short, focused session that a child fully engages with is worth far more than a long one they drift through.</p>

<p>Here is why shorter classes work so well for young learners, what actually happens inside a good 20–30 minute session, and how you can help your child get the most from each one.</p>

<h2>Why shorter sessions suit children</h2>

<h3>Attention is a limited resource</h3>

<p>Young children can concentrate deeply, but not for very long at a stretch. Their ability to sustain attention grows steadily with age, and pushing beyond it rarely helps. After a certain point, a child is physically present but mentally elsewhere, and any teaching that happens then is largely wasted. A 20–30 minute session is designed to fit inside that window of real focus.</p>

<h3>Screens need extra care</h3>

<p>Learning through a screen asks a little more of children than sitting in a classroom. They need to listen carefully, look at shared materials and respond without the physical cues of a room full of classmates. Keeping sessions short protects their energy and their eyes, and it keeps screen time purposeful rather than draining.</p>

<h3>Ending on a high builds motivation</h3>

<p>A lesson that finishes while a child is still enjoying it leaves them looking forward to the next one. A lesson that drags on until they are restless teaches them that learning is tiring. Over weeks and months, that difference in feeling matters enormously.</p>

<h3>Little and often beats long and rare</h3>

<p>One of the most reliable findings about memory is that spreading practice out over time works better than cramming it together. Three short sessions across a week give a child three chances to recall, revisit and strengthen what they learned, with sleep and everyday life in between to help it settle. One long session, even if the total time is the same, offers far fewer of those moments.</p>

<h2>What happens in a well-planned 20–30 minute class</h2>

<p>A short session only works if every minute is intentional. Our teachers plan each class around a simple shape:</p>

<ol>
<li><strong>Warm welcome and warm-up (2 to 4 minutes).</strong> A greeting, a quick game or a question from last time. This settles the child, reconnects them with the teacher and activates what they already know.</li>
<li><strong>One clear focus (8 to 10 minutes).</strong> A single new idea, such as a set of words, a maths strategy or a reading skill, introduced with visuals, examples and plenty of interaction.</li>
<li><strong>Active practice (8 to 10 minutes).</strong> The child uses the new idea straight away through games, drawing on a shared whiteboard, speaking, solving or building. The teacher listens, corrects gently and adjusts the difficulty on the spot.</li>
<li><strong>Quick recap and a small win (2 to 4 minutes).</strong> The child explains or shows what they learned, and the session ends with praise and a tiny task to try before next time.</li>
</ol>

<p>Notice what is missing: long lectures, passive watching and waiting for a turn. In a short live class, the child is doing something almost all the time.</p>

<blockquote><p>The measure of a good lesson is not how long it lasts, but how much of it the child actually takes part in.</p></blockquote>

<h2>Does this work for every subject?</h2>

<p>Short sessions adapt well across subjects:</p>

<ul>
<li><strong>Languages:</strong> young children pick up sounds, songs and everyday phrases through repetition, and frequent short exposure is ideal. Early goals build towards CEFR A1, where they can introduce themselves, name familiar things and follow simple instructions, then on towards A2.</li>
<li><strong>Maths and Vedic maths:</strong> a single strategy practised briefly but often becomes fluent much faster than a long worksheet session.</li>
<li><strong>Reading and English:</strong> focused phonics, vocabulary and comprehension work fits neatly into a short block.</li>
<li><strong>Coding:</strong> a small, achievable challenge, such as making a character move or building a simple animation, gives children a complete sense of success in one session.</li>
</ul>

<p>As children grow older and their concentration lengthens, sessions can grow with them. The principle stays the same: match the lesson to the learner, not the other way round.</p>

<h2>How parents can help</h2>

<p>You play a big part in making short sessions successful. A few simple habits go a long way:</p>

<ul>
<li><strong>Create a calm learning spot.</strong> A quiet corner with good light, a steady internet connection and headphones if possible.</li>
<li><strong>Be ready a few minutes early.</strong> With only 20–30 minutes, a late start or a missing charger takes a real bite out of the lesson.</li>
<li><strong>Keep a regular routine.</strong> The same days and times each week help children arrive ready to focus.</li>
<li><strong>Stay nearby, but step back.</strong> Younger children may need help getting started, but try not to answer for them. Struggling a little is part of learning.</li>
<li><strong>Ask about it afterwards.</strong> "Teach me one thing you learned today" reinforces memory and shows that you value their effort.</li>
<li><strong>Protect the tiny task.</strong> A few minutes of practice between sessions, such as a word game or a quick maths puzzle, multiplies the benefit of each class.</li>
</ul>

<h2>Common questions from parents</h2>

<h3>Will my child fall behind with shorter classes?</h3>

<p>Not when the sessions are frequent and focused. What matters is total engaged learning time over a week, and short sessions usually deliver more of it than long ones.</p>

<h3>What if my child finds it hard to sit still?</h3>

<p>That is normal, and good teachers plan for it. Movement breaks, action songs, drawing and hands-on activities are built into sessions for younger learners.</p>

<h3>How many sessions a week are best?</h3>

<p>For most children, two or three sessions a week strike a good balance between steady progress and a relaxed family schedule.</p>

<h2>Small steps, steady progress</h2>

<p>Short classes are not a shortcut or a compromise. They reflect how children actually learn: in focused bursts, through active play, with plenty of repetition and a feeling of success at the end. Over a term, those small, joyful sessions add up to confident readers, curious mathematicians and happy young language learners.</p>

<p>Want to see what 20–30 minutes of focused, friendly learning looks like? Browse our <a href="/courses">courses for children</a> or <a href="/contact">ask us a question</a>. Then <a href="/get-started">book a free demo class</a> and let your child experience a short session with big results.</p>`,
  art: { motif: "sun", hue: 45 },
};
