import type { BlogPostSeed } from "../types";

export const post: BlogPostSeed = {
  id: 9,
  slug: "top-languages-to-learn-by-2030",
  title: "The Top Languages to Learn by 2030, and Which One to Start in 2025",
  excerpt:
    "English, Spanish, Mandarin, French and German each open different doors. Compare them side by side and pick the language that fits your goals for the next five years.",
  publishedAt: "2025-11-18",
  category: "LANGUAGE",
  contentHtml: `<p>Every year someone publishes a list of "the language you must learn now", and every year the list changes. The truth is calmer and more useful: a handful of languages will clearly matter for study, work and travel through 2030 and beyond, and the best one for you depends on where you want to go. This guide compares the five languages we teach at Learnova, gives honest estimates of how long the first milestone takes, and helps you choose where to begin.</p>

<h2>What makes a language worth learning in the next five years?</h2>

<p>Before looking at individual languages, it helps to be clear about what "worth it" means. We suggest weighing four things:</p>

<ul>
<li><strong>Reach:</strong> how many people speak it, and in how many countries.</li>
<li><strong>Opportunity:</strong> how much it matters in business, higher education, science, technology or tourism.</li>
<li><strong>Personal connection:</strong> family heritage, friends, a place you love or a culture you are curious about.</li>
<li><strong>Fit with your time:</strong> how much effort it takes to reach a useful level, given your schedule.</li>
</ul>

<p>The last two are often underrated. A language you genuinely care about, studied steadily, will always beat a "strategic" choice you abandon after six weeks.</p>

<h2>The five languages at a glance</h2>

<p>The table below compares our five languages. The "good first goal" uses the CEFR scale, where <strong>A1</strong> means you can handle basic phrases, <strong>A2</strong> means you can manage simple routine exchanges, and <strong>B1</strong> means you can cope independently in most everyday situations. The time estimates assume a beginner taking three live classes a week with a little practice in between. They are rough guides, not promises: age, prior languages, practice time and motivation all make a real difference.</p>

<table>
<thead>
<tr>
<th>Language</th>
<th>Where it opens doors</th>
<th>Good first goal (CEFR)</th>
<th>Estimated time to A2 with 3 live classes a week</th>
</tr>
</thead>
<tbody>
<tr>
<td>English</td>
<td>Global business, higher education, science, technology, the internet and international travel</td>
<td>B1, for confident study and work</td>
<td>Around 6 to 9 months from a true beginner</td>
</tr>
<tr>
<td>Spanish</td>
<td>Spain and most of Latin America, the United States, tourism, trade and a huge world of music and media</td>
<td>A2, then B1 for real conversations</td>
<td>Around 6 to 9 months</td>
</tr>
<tr>
<td>French</td>
<td>France, Canada, much of West and North Africa, diplomacy and international organisations</td>
<td>A2, then B1 for study or work abroad</td>
<td>Around 7 to 10 months</td>
</tr>
<tr>
<td>German</td>
<td>Germany, Austria and Switzerland, engineering, manufacturing, research and tuition-friendly universities</td>
<td>A2, with B1 often needed for study or work visas</td>
<td>Around 8 to 12 months</td>
</tr>
<tr>
<td>Mandarin</td>
<td>China, Taiwan and Singapore, global trade, manufacturing supply chains and a rich cultural heritage</td>
<td>A2 for spoken Mandarin and basic characters</td>
<td>Around 12 to 18 months</td>
</tr>
</tbody>
</table>

<p>Notice that the differences in time are mostly about distance from English. Spanish and French share a large amount of vocabulary with English, German shares much of its grammar and basic vocabulary but adds cases and word-order rules, and Mandarin brings tones and characters that simply take longer to settle in. None of these is out of reach. They just run on different timelines.</p>

<h2>A closer look at each language</h2>

<h3>English: the universal foundation</h3>

<p>English remains the most widely used second language in the world and the default language of research, aviation, software and a great deal of international business. For learners whose first language is not English, strong English is still the single most valuable language skill through 2030. The goal to aim for is B1 and beyond, because that is where you can follow lectures, write emails with confidence and take part in meetings.</p>

<h3>Spanish: the fastest route to a big world</h3>

<p>Spanish is an official language in around twenty countries and is widely spoken in the United States. For English speakers it is also one of the quickest languages to start using, with friendly pronunciation and lots of familiar words. If you want early wins and plenty of chances to practise, Spanish is hard to beat.</p>

<h3>French: Europe, Africa and the world's institutions</h3>

<p>French is often thought of as a European language, but much of its future growth lies in Africa, where its speaker base is expanding quickly along with the continent's young population. It is also a working language of many international organisations. French suits learners interested in diplomacy, development, international law or study in France and Canada.</p>

<h3>German: the language of engineering and opportunity</h3>

<p>Germany has Europe's largest economy, and it is known for engineering, automotive, research and a strong tradition of vocational training. Its public universities attract international students, many of whom find that reaching B1 or higher makes daily life and job hunting much easier. German's grammar has a reputation, but it is logical and rewards steady practice.</p>

<h3>Mandarin: a long game with a big payoff</h3>

<p>Mandarin has more native speakers than any other language, and China's role in trade and manufacturing makes it valuable across many industries. It is the slowest of the five to reach A2, mainly because of tones and characters, but learners who start early, especially children and teens, often find the sounds easier than they expected. Mandarin is a strong choice for anyone thinking five or ten years ahead.</p>

<h2>So which one should you start in 2025?</h2>

<p>Here is a simple way to decide:</p>

<ol>
<li><strong>If you are not yet confident in English,</strong> start there. It multiplies the value of everything else you learn.</li>
<li><strong>If you want quick progress and lots of conversation,</strong> choose Spanish.</li>
<li><strong>If you are drawn to international affairs, Africa or Canada,</strong> choose French.</li>
<li><strong>If you are considering study or a career in Europe, particularly in engineering or science,</strong> choose German.</li>
<li><strong>If you have a long horizon and like a challenge,</strong> choose Mandarin, ideally with a patient plan built around steady weekly classes.</li>
</ol>

<p>Whatever you choose, set a CEFR goal you can picture, such as ordering a meal, chatting with a colleague or passing an A2 exam, and give yourself a realistic timeline. Three live classes a week, plus ten or fifteen minutes of daily review, is a rhythm that fits most busy lives and produces steady results. For children, we keep each session to 20–30 minutes so that attention stays fresh and every lesson ends on a high.</p>

<h2>A note on "future-proofing"</h2>

<p>Translation tools keep improving, and some people wonder whether learning a language still makes sense. We think it makes more sense than ever. A phone can translate a menu, but it cannot build trust in a meeting, make a new friend laugh or help you understand how another culture thinks. Those human skills are exactly what will set people apart by 2030.</p>

<p>Still deciding? Browse our <a href="/courses">language courses</a>, or <a href="/contact">get in touch</a> and we will help you match a language to your goals. When you are ready, <a href="/get-started">book a free demo class</a> and take your first step towards A1 this year.</p>`,
  art: { motif: "globe", hue: 160 },
};
