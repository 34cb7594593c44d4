import type { BlogPostSeed } from "../types";

export const post: BlogPostSeed = {
  id: 1,
  slug: "vasant-panchami-celebrating-learning-with-children",
  title: "Vasant Panchami: Celebrating Learning with Your Children",
  excerpt:
    "Vasant Panchami honours Saraswati and the joy of learning. Here are simple, meaningful ways families can mark the day with children of every age.",
  publishedAt: "2025-02-02",
  category: "EDUCATION",
  art: { motif: "sun", hue: 45 },
  contentHtml: `
<p>As winter loosens its grip across much of India, mustard fields turn a brilliant yellow and the air carries the first promise of spring. Vasant Panchami arrives right on cue. Falling on the fifth day of the bright half of the month of Magha, it is one of the gentlest and most hopeful festivals of the year, and for anyone who cares about children’s learning, it is also one of the most meaningful.</p>
<p>At Learnova we spend every day thinking about how children learn, so it feels natural to pause and reflect on a festival devoted to knowledge itself. Here is a look at what the day means, and some simple ways your family can celebrate it together, wherever in the world you happen to live.</p>

<h2>Saraswati and the spirit of the day</h2>
<p>Vasant Panchami is most widely associated with Saraswati, the goddess of knowledge, wisdom, speech, music and the arts. She is usually pictured in white, seated on a lotus or beside a swan, holding a veena, a book and a string of beads. Each of these carries a quiet message: the book for learning, the veena for creativity and music, the beads for focus and reflection, and the swan for the ability to tell what is true from what is not.</p>
<p>What makes Saraswati such a lovely figure for children is that she brings together things we often keep apart. Numbers and music, reading and painting, speaking well and thinking clearly all belong to her. The festival is a reminder that learning is not one narrow track but a whole landscape to explore.</p>

<h2>How the day is celebrated</h2>
<p>Traditions vary beautifully from region to region. In many homes and schools, especially in eastern India, Saraswati Puja is the centrepiece: books, pens and musical instruments are placed before the goddess to be blessed. In some families children set their books aside for the day as a mark of respect, then pick them up again the next morning with fresh intent. In Punjab and parts of north India the skies fill with kites. Almost everywhere, yellow is the colour of the day, in clothes, flowers and sweets such as saffron rice or boondi.</p>
<p>One of the most touching customs is the start of formal learning for little ones. Known in different regions by names such as Akshar Abhyasam or Hate Khori, it is a small ceremony in which a young child traces their first letters, often in a plate of rice or on a slate, guided by a parent, grandparent or teacher. It is a wonderful way of telling a child: learning is precious, and we are celebrating that you are starting.</p>

<h2>Ways to mark Vasant Panchami with children</h2>
<p>You do not need elaborate preparations to make the day special. The best celebrations connect the festival’s meaning to your child’s own life. Here are some ideas you can adapt to your family’s traditions and your child’s age.</p>
<ul>
<li><strong>Create a learning corner.</strong> Let your child choose a few favourite books, a notebook, crayons or an instrument and arrange them neatly with flowers. Talking about why they chose each item is a lovely conversation in itself.</li>
<li><strong>Go yellow together.</strong> Cook a simple yellow dish, pick marigolds, or let younger children make a collage of everything yellow they can find around the house.</li>
<li><strong>Write a first word, or a favourite one.</strong> For toddlers this might be their first letter traced in rice. Older children might write a word they love in each language they know, including one they are just beginning to learn.</li>
<li><strong>Share a story.</strong> Tell the stories associated with Saraswati, or share one from your own school days: a teacher who inspired you, or a subject you struggled with and eventually came to love.</li>
<li><strong>Make music.</strong> Sing, hum, play a simple instrument or listen to a piece of classical music together. Saraswati’s veena is a reminder that music is learning too.</li>
<li><strong>Set a learning wish.</strong> Invite each family member to name one thing they would like to learn this year. Write the wishes down and revisit them together at the end of the school year.</li>
</ul>

<h2>For families living abroad</h2>
<p>Many of the families we teach live far from India, and it can be hard to recreate a festival’s atmosphere in a city where nobody else is celebrating. Small rituals matter more than scale. A yellow outfit for a video call with grandparents, a bowl of sweet saffron rice, or a short story at bedtime can give a child a real sense of belonging. It is also a chance to invite friends from other backgrounds to learn about the festival, which is very much in the spirit of Saraswati.</p>

<h2>Keeping the spirit alive all year</h2>
<p>The heart of Vasant Panchami is respect for learning, and that respect can be nurtured every day by how we talk about study at home. A few habits make a real difference:</p>
<ol>
<li><strong>Praise effort and curiosity</strong>, not just marks. “You kept going with that hard problem” builds far more than “you are so clever”.</li>
<li><strong>Keep learning sessions short and joyful for younger children.</strong> For most children, focused sessions of 20–30 minutes work far better than an hour of struggle.</li>
<li><strong>Let children see you learning.</strong> Whether it is a new recipe, a language or an instrument, your example says more than any lecture.</li>
<li><strong>Treat books and tools with care</strong>, and give them a dedicated place at home, just as the festival does.</li>
</ol>
<blockquote><p>A festival for learning reminds us that education is not only preparation for exams. It is a lifelong gift, and every child deserves to feel the joy in it.</p></blockquote>
<p>Whether your child is tracing their first letters or preparing for board exams, Vasant Panchami is a beautiful moment to begin something new. Many families use it to start a new subject, a new language or a new habit, and we love being part of that fresh start.</p>
<p><strong>Ready to begin something new this spring?</strong> <a href="/get-started">Book a free demo class</a> with Learnova and let your child experience live, friendly online learning with a teacher who knows them by name.</p>
`,
};
