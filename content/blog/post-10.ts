import type { BlogPostSeed } from "../types";

export const post: BlogPostSeed = {
  id: 10,
  slug: "rethinking-k12-beyond-rote-learning",
  title: "Rethinking K-12: Moving Beyond Rote Learning",
  excerpt:
    "CBSE, ICSE, IGCSE and IB are all moving towards understanding over memorisation. Here is what that shift means for your child, and how live online classes can help.",
  publishedAt: "2026-01-20",
  category: "EDUCATION",
  contentHtml: `<p>Many of us remember school as a long exercise in memorisation: definitions copied into notebooks, formulas repeated until they stuck, answers learned word for word the night before an exam. Some of that worked. Plenty of it did not last beyond the exam hall. Today, school boards around the world are asking a different question: not "Can the student remember this?" but "Can the student use this?"</p>

<p>This post looks at what moving beyond rote learning really means, how the major boards our students follow are approaching it, and what live online classes can add to a child's school experience.</p>

<h2>What is wrong with rote learning?</h2>

<p>It is worth being fair to memorisation. Knowing multiplication tables, key vocabulary or the periodic table by heart is genuinely useful, because it frees the mind to think about harder problems. The trouble starts when memorisation becomes the whole of learning rather than one tool within it.</p>

<ul>
<li><strong>It is fragile.</strong> Facts learned without meaning are quickly forgotten once the exam is over.</li>
<li><strong>It does not transfer.</strong> A student who has memorised one worked example often freezes when the question is phrased slightly differently.</li>
<li><strong>It hides gaps.</strong> A child can produce the right answer without understanding why, and those hidden gaps grow larger each year.</li>
<li><strong>It drains curiosity.</strong> When learning feels like storage, children stop asking questions, and questions are where real understanding begins.</li>
</ul>

<p>The alternative is not to abandon knowledge. It is to build knowledge that is connected, explained and applied, so that it lasts.</p>

<h2>How the boards are changing</h2>

<p>Each major board has its own character, but they share a clear direction: less reproduction, more reasoning.</p>

<h3>CBSE</h3>

<p>CBSE has been steadily increasing the share of competency-based questions in its assessments, in line with India's National Education Policy 2020, which calls for a move away from rote learning towards conceptual understanding and critical thinking. Students now meet more case-based and source-based questions, where they must read a short scenario and apply what they know. The NCERT textbooks remain the backbone, but the emphasis is shifting from "what does the book say?" to "what does this mean in a new situation?"</p>

<h3>ICSE</h3>

<p>ICSE, run by the CISCE, is known for a detailed syllabus and a strong focus on English language and literature. Its internal assessment and project work reward students who can research, organise and explain ideas in their own words. For ICSE students, the key skill is turning a broad base of knowledge into clear, well-structured answers.</p>

<h3>IGCSE</h3>

<p>The IGCSE is an international qualification that places real weight on applying knowledge, interpreting data and, in the sciences, understanding practical work. Many subjects offer Core and Extended routes, and the higher-level questions typically ask students to analyse, evaluate and explain rather than simply recall.</p>

<h3>IB</h3>

<p>The International Baccalaureate was built around inquiry from the start. From the Primary Years Programme through the Middle Years Programme to the Diploma, students are expected to ask questions, investigate and reflect. Components such as the Extended Essay, Theory of Knowledge and internal assessments make independent thinking a formal part of the qualification.</p>

<blockquote><p>Different boards, one message: the students who thrive are those who understand ideas well enough to explain them, question them and use them somewhere new.</p></blockquote>

<h2>What understanding-first learning looks like</h2>

<p>Whatever the board, the classroom habits that build deep understanding are similar. Good teachers, whether in school or online, tend to:</p>

<ol>
<li><strong>Start with why.</strong> Before a formula is introduced, students see the problem it solves.</li>
<li><strong>Ask students to explain.</strong> If a child can teach an idea back in their own words, they understand it. If they cannot, the gap becomes visible and fixable.</li>
<li><strong>Vary the questions.</strong> The same concept is tested in different forms, from diagrams and word problems to real-life scenarios, so that knowledge becomes flexible.</li>
<li><strong>Connect topics.</strong> Fractions link to ratios, ratios link to chemistry, and chemistry links to cooking. Connections make memory stronger.</li>
<li><strong>Use spaced review.</strong> Revisiting ideas over days and weeks, rather than cramming them once, is one of the most reliable ways to make learning stick.</li>
<li><strong>Treat mistakes as information.</strong> An error shows exactly where thinking went off track, which is far more useful than a lucky right answer.</li>
</ol>

<h2>What live online classes add</h2>

<p>School gives children a broad education, but a teacher with thirty or forty students cannot always stop to check that each one truly understands. That is where well-designed live online classes can make a real difference.</p>

<ul>
<li><strong>Attention on every learner.</strong> In small groups or one-to-one sessions, the teacher can hear each child reason aloud and catch misunderstandings early.</li>
<li><strong>Board-aware teaching.</strong> A teacher who knows the CBSE, ICSE, IGCSE or IB approach can prepare students for the kinds of questions they will actually face, without turning lessons into drills.</li>
<li><strong>Interactive tools.</strong> Shared whiteboards, quick polls, simulations and on-screen problem solving keep students actively thinking rather than passively watching.</li>
<li><strong>Sessions sized for the learner.</strong> For younger children, we keep classes to 20–30 minutes, which matches their attention span and leaves them wanting more rather than feeling worn out. Older students can work in longer blocks as their focus grows.</li>
<li><strong>Flexibility for families.</strong> No commuting, easier scheduling and a familiar learning space at home make regular support far more sustainable.</li>
<li><strong>Continuity.</strong> Families who move between cities or countries, or switch between boards, can keep the same teacher and a consistent approach.</li>
</ul>

<h2>How parents can support the shift at home</h2>

<p>You do not need to be a teacher to encourage understanding over memorisation. A few small habits help a great deal:</p>

<ul>
<li>Ask "How did you work that out?" more often than "Did you get it right?"</li>
<li>Invite your child to explain their homework to you as if you were the student.</li>
<li>Point out school ideas in everyday life, such as percentages in a shop sale or physics in a bicycle ride.</li>
<li>Praise effort, strategy and persistence, not only marks.</li>
<li>Keep revision spread out across the term so that exams are a check-in, not a crisis.</li>
</ul>

<h2>Looking ahead</h2>

<p>Rethinking K-12 does not mean throwing away everything that worked before. It means keeping the strong foundations, such as solid facts, clear methods and regular practice, while adding the understanding, curiosity and confidence that children need for a changing world. Every board is moving in that direction. The question for families is how to help each child make the journey at their own pace.</p>

<p>Explore our board-aligned <a href="/courses">K-12 courses</a>, or <a href="/contact">talk to us</a> about your child's subjects and goals. The easiest way to see the difference is to try it: <a href="/get-started">book a free demo class</a> and watch your child learn by understanding, not just remembering.</p>`,
  art: { motif: "book", hue: 30 },
};
