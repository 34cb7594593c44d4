import type { BlogPostSeed } from "../types";

export const post: BlogPostSeed = {
  id: 4,
  slug: "future-ready-parenting-raising-curious-resilient-kids",
  title: "Future-Ready Parenting: Raising Curious, Resilient Kids",
  excerpt:
    "Nobody knows exactly what jobs our children will do, but we do know the skills that will help them thrive. Here is how to nurture them at home.",
  publishedAt: "2025-05-27",
  category: "PARENTING",
  art: { motif: "compass", hue: 150 },
  contentHtml: `
<p>Every generation of parents prepares children for a future they cannot fully see, but the pace of change today makes that feel especially true. New technologies appear, familiar jobs change shape, and entire industries emerge in the space of a few years. It is natural to wonder: what should my child actually be learning to be ready for all this?</p>
<p>The reassuring answer is that the most valuable skills are not tied to any single technology. They are deeply human qualities that help people learn, adapt and work well with others, whatever the world looks like. And the best place to grow them is in everyday family life.</p>

<h2>The skills that travel well</h2>
<p>Educators and employers around the world tend to agree on a core set of abilities that will stay useful no matter how the future unfolds:</p>
<ul>
<li><strong>Curiosity</strong>: the desire to ask questions and find things out, which powers all lifelong learning.</li>
<li><strong>Critical thinking</strong>: weighing evidence, spotting weak arguments and not believing everything on a screen.</li>
<li><strong>Communication</strong>: expressing ideas clearly in speech and writing, and ideally in more than one language.</li>
<li><strong>Collaboration</strong>: working with people who think differently, sharing credit and resolving disagreements.</li>
<li><strong>Creativity</strong>: combining ideas in new ways and being willing to try something that might not work.</li>
<li><strong>Resilience and adaptability</strong>: recovering from setbacks and adjusting when plans change.</li>
<li><strong>Emotional awareness</strong>: understanding one’s own feelings and reading those of others.</li>
</ul>
<p>None of these replace strong foundations in reading, writing, mathematics and science. Instead, they sit alongside academic knowledge and make it far more useful.</p>

<h2>Nurturing curiosity</h2>
<p>Young children are naturally curious; the challenge is keeping that spark alive as schoolwork becomes more structured. A few simple habits help enormously.</p>
<h3>Answer questions with questions</h3>
<p>When your child asks why the moon changes shape, resist giving the full answer immediately. Try “What do you think is happening?” or “How could we find out?” You are teaching them that they can work things out, not just receive answers.</p>
<h3>Say “I don’t know, let’s find out”</h3>
<p>Admitting you do not know something, and then exploring it together, models the most important learning attitude of all. It shows that not knowing is the beginning of learning, not something to hide.</p>
<h3>Follow their interests</h3>
<p>A child obsessed with dinosaurs, football or space can learn reading, maths and research skills through that passion. Library trips, documentaries and simple experiments connected to their interests make learning feel like their own.</p>

<h2>Building resilience</h2>
<p>Resilience is not about never feeling upset. It is the ability to feel disappointment, frustration or fear and still keep going. Children build it gradually, through manageable challenges and supportive adults.</p>
<ol>
<li><strong>Let them struggle a little.</strong> When a puzzle is hard or a homework question is confusing, wait before stepping in. Offer a hint rather than the answer.</li>
<li><strong>Praise the process.</strong> Comment on effort, strategies and persistence: “You tried three different ways until one worked.” This teaches children that ability grows with practice.</li>
<li><strong>Talk about your own setbacks.</strong> Share age-appropriate stories of times you failed and what you did next.</li>
<li><strong>Give real responsibility.</strong> Household tasks, looking after a pet or planning part of a family outing build competence and confidence.</li>
<li><strong>Help them name and manage feelings.</strong> Calm breathing, a short walk or talking it through are tools children can learn to use on their own.</li>
</ol>

<h2>Thinking critically in a digital world</h2>
<p>Children now grow up surrounded by information, not all of it reliable. Teach them to ask simple questions about what they read and watch: Who made this? Why did they make it? How do they know? Could there be another side to the story? Looking at an advert or a viral video together and picking it apart can be surprisingly fun.</p>
<p>It also helps to strike a healthy balance with screens. Technology is part of their future, so the aim is not to avoid it but to use it well: creating more than just consuming, and leaving plenty of time for sleep, play and face-to-face friendships.</p>

<h2>Communication and languages</h2>
<p>Clear communication is one of the most transferable skills there is. Family dinners where everyone shares something from their day, reading aloud, and encouraging children to explain how they solved a problem all build it naturally. Learning another language adds another dimension: it opens doors to other cultures, strengthens listening skills and gives children the confidence of being understood in more than one world.</p>

<h2>What this looks like at different ages</h2>
<ul>
<li><strong>Early years:</strong> lots of free play, stories, songs and simple choices. Keep any structured learning short; 20–30 minute sessions suit most young children well.</li>
<li><strong>Primary years:</strong> projects, hobbies, household responsibilities and plenty of “why” and “how” conversations.</li>
<li><strong>Teen years:</strong> more independence, real decisions about time and study, discussions about news and ethics, and space to pursue deeper interests.</li>
</ul>

<h2>You do not have to get it all right</h2>
<p>Future-ready parenting is not about filling every hour with enrichment or predicting which career will be in demand. It is about raising a child who loves learning, believes they can improve, and knows they are supported. Ordinary moments, like a question at bedtime, a burnt cake that you laugh about, or a disagreement worked out kindly, do most of the work.</p>
<blockquote><p>We cannot prepare the future for our children, but we can prepare our children for the future: curious enough to keep learning and resilient enough to keep going.</p></blockquote>
<p>At Learnova, our live small-group classes are built around these same skills: asking questions, speaking up, working with others and learning from mistakes, across school subjects, languages and wellbeing courses.</p>
<p><strong>Ready to try a class?</strong> <a href="/get-started">Book a free demo class</a> and see how live, small-group learning can help your child grow in confidence and curiosity.</p>
`,
};
