import type { BlogPostSeed } from "../types";

export const post: BlogPostSeed = {
  id: 6,
  slug: "raising-bilingual-children-practical-approaches",
  title: "Raising Bilingual Children: Practical Approaches That Work",
  excerpt:
    "One parent, one language? Minority language at home? A practical guide to choosing a bilingual approach that fits your family and keeping it going.",
  publishedAt: "2025-08-05",
  category: "PARENTING",
  art: { motif: "globe", hue: 185 },
  contentHtml: `
<p>Many of the families we work with are raising children between languages. Perhaps both parents speak Hindi or Tamil at home while the children go to an English-medium school. Perhaps one parent speaks Spanish and the other German, and the family lives in Dubai. Or perhaps the parents speak only one language but want their child to grow up comfortable in another.</p>
<p>Whatever your situation, raising a bilingual child is one of the most valuable gifts you can give. It connects children to grandparents and heritage, opens doors to other cultures and can bring real advantages at school and work later on. It also takes planning and patience. Here are the main approaches families use, along with practical advice for making any of them work.</p>

<h2>First, some reassurance</h2>
<p>Parents often worry that two languages will confuse their child or slow their speech. In reality, children all over the world grow up with two or more languages as a matter of course, and bilingualism does not cause language disorders. Some bilingual children may have a slightly smaller vocabulary in each separate language for a while, but their combined vocabulary across both is typically on track.</p>
<p>Mixing languages in a single sentence is also completely normal. It is not a sign of confusion; it is a sign that the child is using every resource they have to communicate. Over time, children learn to separate their languages according to who they are talking to. If you ever have concerns about your child’s speech development, speak to a paediatrician or speech therapist, ideally one familiar with bilingual children.</p>

<h2>The main approaches</h2>
<h3>One parent, one language</h3>
<p>In this approach, each parent consistently speaks their own language to the child. A mother might always speak French and a father always English. The child learns to associate each language with a person, which gives them a clear and natural reason to use both.</p>
<p>It works especially well when each parent is most comfortable in a different language. Its main challenge is balance: if one parent spends far more time with the child, or if the community language is also one of the parents’ languages, the other language can easily fall behind.</p>
<h3>Minority language at home</h3>
<p>Here the whole family speaks the less common language at home, while the community language is picked up at school, with friends and outside. For example, a family in London might speak only Mandarin at home, knowing their children will absorb English everywhere else.</p>
<p>This approach gives the minority language the greatest possible exposure, which is often exactly what it needs. It does require both parents to be comfortable in that language, and some commitment to keep it up once school friends and homework start pulling towards the majority language.</p>
<h3>Time and place</h3>
<p>Some families link a language to particular times or settings: Spanish at weekends, German at the dinner table, Hindi at grandma’s house. This can suit families where parents share several languages or where a language is being learned rather than inherited. The key is keeping the pattern predictable enough that it feels natural rather than forced.</p>
<h3>A flexible mix</h3>
<p>Plenty of families switch between languages depending on topic, mood or company. This can work well, but without some structure the stronger community language tends to take over. If you choose this path, be deliberate about creating regular, protected time in the weaker language.</p>

<h2>Practical tips for any approach</h2>
<ul>
<li><strong>Quantity matters.</strong> Children need plenty of exposure to a language to become active speakers. Look honestly at how many waking hours they hear each language, and boost the weaker one where you can.</li>
<li><strong>Create a real need.</strong> Children speak a language when it matters: to talk to a grandparent who does not speak English, to play with a cousin, to join a club. Seek out those situations.</li>
<li><strong>Read every day.</strong> Picture books, comics and bedtime stories in the minority language grow vocabulary far beyond everyday household talk.</li>
<li><strong>Use songs, rhymes and shows.</strong> Music and age-appropriate films in the target language make exposure fun and effortless.</li>
<li><strong>Build a community.</strong> Playgroups, cultural associations, video calls with family and friends who share the language all help children see it as alive and useful.</li>
<li><strong>Add structured classes.</strong> Live lessons with a teacher and other children can fill gaps, especially in reading and writing. For children, short sessions of 20–30 minutes keep learning enjoyable.</li>
</ul>

<h2>When your child answers in the “wrong” language</h2>
<p>Almost every bilingual family reaches a stage where the child understands the home language perfectly but replies in the community language. It is frustrating, but common and usually fixable. Try these gentle strategies:</p>
<ol>
<li>Stay calm and avoid turning it into a battle. Pressure can make a child associate the language with stress.</li>
<li>Recast their answer in your language naturally: “Oh, you want the red one? Here is the red one.”</li>
<li>Ask open questions that invite a reply, and occasionally play “confused” in a light-hearted way.</li>
<li>Increase time with speakers who only use the minority language, such as grandparents or a class teacher.</li>
<li>Celebrate any use of the language, however small.</li>
</ol>

<h2>Don’t forget reading and writing</h2>
<p>Many children become confident speakers of a home language but never learn to read or write it, because school teaches literacy only in the majority language. Literacy deepens vocabulary, builds confidence and keeps the language useful into the teenage years and beyond. A little regular reading and writing practice, at home or in a class, makes a lasting difference.</p>

<h2>Consistency, not perfection</h2>
<p>No family sticks perfectly to a plan, and that is fine. Life changes, children go through phases, and languages rise and fall in strength over the years. What matters most is steady, warm, long-term exposure and a home where every language is valued.</p>
<blockquote><p>Every language your child speaks is a door to people, stories and ideas. Keep the doors open, even when progress feels slow.</p></blockquote>
<p>At Learnova, we teach English, Spanish, Mandarin, French and German in live small-group classes for children, teens and adults, helping families build speaking confidence as well as reading and writing skills.</p>
<p><strong>Ready to support your bilingual child?</strong> <a href="/get-started">Book a free demo class</a> and see how a live language teacher can make the second language part of your child’s everyday life.</p>
`,
};
