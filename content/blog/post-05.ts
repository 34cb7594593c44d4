import type { BlogPostSeed } from "../types";

export const post: BlogPostSeed = {
  id: 5,
  slug: "limits-of-app-based-language-learning",
  title: "The Limits of App-Based Language Learning (and Where Live Teachers Matter)",
  excerpt:
    "Language apps are brilliant for building habits and vocabulary, but most learners hit a wall. Here is what apps do well and what only a live teacher can give you.",
  publishedAt: "2025-06-30",
  category: "LANGUAGE",
  art: { motif: "chat", hue: 265 },
  contentHtml: `
<p>If you have ever kept a language-app streak going for months, you know how satisfying it can be. A few minutes a day, cheerful sounds when you get things right, a sense of steady progress. Then comes the moment of truth: someone speaks to you in that language at normal speed, and you freeze.</p>
<p>That experience is extremely common, and it is not a sign that you failed. It is a sign that apps and conversation build different things. Understanding what apps do well, and where they fall short, will help you use them wisely and know when it is time to add a live teacher.</p>

<h2>What language apps do really well</h2>
<p>Apps deserve credit. For many learners they are the first step into a new language, and they offer genuine strengths:</p>
<ul>
<li><strong>Building a daily habit.</strong> Short lessons, reminders and streaks make it easy to practise a little every day, and consistency matters in language learning.</li>
<li><strong>Memorising vocabulary.</strong> Flashcard systems based on spaced repetition bring words back just before you are likely to forget them, which is an efficient way to grow your word bank.</li>
<li><strong>Getting familiar with a script.</strong> Apps can be a helpful, low-pressure way to start recognising Mandarin characters or new sounds and spellings.</li>
<li><strong>Lowering anxiety.</strong> Nobody is watching when you get it wrong, which helps nervous beginners get started.</li>
<li><strong>Fitting into small gaps.</strong> A bus ride or a queue becomes a chance to review.</li>
</ul>

<h2>Where apps reach their limits</h2>
<h3>Recognising is not the same as producing</h3>
<p>Most app exercises ask you to choose the right answer, rearrange words or fill a gap. That trains recognition. Real communication needs production: pulling words out of memory, building a sentence on the spot and saying it aloud while someone waits. This is a separate skill, and it only grows through actually speaking.</p>
<h3>Conversation is unpredictable</h3>
<p>In an app, you always know roughly what is coming. Real people interrupt, change topic, use slang, speak quickly and ask follow-up questions. Learning to cope with that unpredictability, asking someone to repeat, guessing from context, rephrasing when you lack a word, is central to fluency, and scripted exercises cannot really practise it.</p>
<h3>Feedback without explanation</h3>
<p>An app can tell you an answer is wrong, but it rarely knows why you made the mistake. A teacher can see that you keep confusing two tenses because of how they work in your first language, explain the pattern in a way that clicks, and then give you just the right practice.</p>
<h3>Pronunciation needs a human ear</h3>
<p>Speech recognition has improved, but it often accepts approximate pronunciation or rejects good attempts for unclear reasons. Tones in Mandarin, the French “r”, or the rhythm of English sentences are much easier to master with a teacher who can model the sound, hear exactly what you are doing and show you how to adjust.</p>
<h3>The intermediate plateau</h3>
<p>Many learners find that apps carry them comfortably through the beginner stages, then progress slows. At the intermediate level, growth comes from longer conversations, nuanced grammar, reading and listening to authentic material, and expressing opinions. This is where structured, human-led teaching makes the biggest difference.</p>
<h3>Culture and context</h3>
<p>Knowing when to be formal or informal, how to politely decline, or why a phrase sounds odd in a particular setting is part of speaking a language well. Teachers bring that cultural knowledge into every lesson in a way that isolated sentences cannot.</p>

<h2>Why live teachers matter even more for children</h2>
<p>Children learn language through interaction: songs, games, stories and real back-and-forth with people who respond to them. Apps can be fun for young learners, but they cannot replace a teacher who reacts to a child’s answer, encourages them to try again and makes them laugh. For children, we recommend live sessions of 20–30 minutes, which is long enough for meaningful speaking practice and short enough to keep energy and attention high.</p>

<h2>The best of both worlds</h2>
<p>The most effective approach for most people is not apps or teachers, but apps and teachers, each doing what it does best. A balanced week might look like this:</p>
<ol>
<li><strong>Live classes</strong> once or twice a week, focused on speaking, listening, feedback and new grammar.</li>
<li><strong>Short daily app or flashcard sessions</strong> to review the vocabulary from class.</li>
<li><strong>Some real-world input</strong>, such as a song, a short video, a podcast or a children’s book in the language.</li>
<li><strong>A little speaking outside class</strong>, even if it is just describing your day aloud to yourself or recording a voice note.</li>
</ol>
<p>Used this way, your app becomes a useful companion to your lessons rather than your whole plan. Ask your teacher which words and topics to review, so the two support each other.</p>

<h2>Signs it is time to add a teacher</h2>
<ul>
<li>You have a long streak but still struggle to hold a simple conversation.</li>
<li>You understand written sentences but cannot follow spoken language at natural speed.</li>
<li>You keep making the same mistakes and do not know why.</li>
<li>You have a real deadline, such as an exam, a move abroad or a new job.</li>
<li>Your motivation is fading and you need structure and accountability.</li>
</ul>
<blockquote><p>Apps can teach you about a language. Speaking with real people is how you learn to live in it.</p></blockquote>
<p>At Learnova, languages are where we began. We teach English, Spanish, Mandarin, French and German in live small-group classes where every learner speaks, gets personal feedback and builds real confidence.</p>
<p><strong>Ready to move beyond the app?</strong> <a href="/get-started">Book a free demo class</a> and have your first real conversation with one of our language teachers.</p>
`,
};
