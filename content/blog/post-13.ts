import type { BlogPostSeed } from "../types";

export const post: BlogPostSeed = {
  id: 13,
  slug: "language-learning-and-wellness-for-professionals",
  title: "Learning a Language as a Reset: Wellness for Busy Professionals",
  excerpt:
    "A new language can be a refreshing break from work pressure. Here is how busy professionals can fit it into a full week, alongside simple habits for managing stress.",
  publishedAt: "2026-08-25",
  category: "EDUCATION",
  contentHtml: `<p>If your days run from one video call to the next, your inbox never quite reaches zero and your evenings are spent recovering rather than living, you are far from alone. Many professionals find that work slowly takes over their attention, their energy and even their sense of who they are. The usual advice, to rest more, is sensible but incomplete. Sometimes what we need is not less activity but a different kind of activity: something absorbing, meaningful and entirely our own.</p>

<p>For a growing number of our adult learners, that something is a new language. In this post we explore why learning a language can work as a genuine mental reset, how to fit it into a demanding schedule, and which everyday stress-management habits make the whole picture work.</p>

<h2>Why a language can be a reset, not another chore</h2>

<p>At first glance, adding a course to a busy week sounds like the opposite of self-care. But the right kind of learning uses the mind differently from work, and that difference is restorative.</p>

<ul>
<li><strong>It demands full attention.</strong> You cannot follow a conversation in Spanish while mentally drafting tomorrow's report. That total focus pulls you out of work worries in a way that scrolling a phone never does.</li>
<li><strong>Progress is visible and personal.</strong> At work, results can feel slow, shared or out of your control. In a language, you can feel yourself improving week by week, from your first full sentence to your first real conversation.</li>
<li><strong>It is low-stakes.</strong> Nobody's quarterly targets depend on your German verb endings. Making mistakes in class is expected and even fun, which is a welcome change from environments where errors carry real costs.</li>
<li><strong>It builds an identity beyond your job title.</strong> Becoming "someone who speaks French" gives you a source of pride and curiosity that has nothing to do with performance reviews.</li>
<li><strong>It connects you with people.</strong> Live classes bring you into contact with a teacher and fellow learners from different backgrounds, which counters the isolation many remote and hybrid workers feel.</li>
</ul>

<h2>Choosing a language that fits your life</h2>

<p>The best language for a reset is one you feel drawn to. Practical benefits are a bonus, but enjoyment is what keeps you going when a deadline-heavy week hits. At Learnova we teach English, Spanish, French, German and Mandarin, and each suits a different kind of motivation:</p>

<ul>
<li><strong>Spanish</strong> is a friendly start for English speakers, with quick early progress and a huge world of travel, music and food to enjoy.</li>
<li><strong>German</strong> appeals to professionals in engineering, research and manufacturing, and to anyone considering work or study in Europe.</li>
<li><strong>French</strong> opens doors in international organisations, Canada and much of Africa, and rewards lovers of literature and film.</li>
<li><strong>Mandarin</strong> is a longer journey, ideal if you enjoy a deep challenge and work with partners in Chinese-speaking markets.</li>
<li><strong>English</strong> remains the language of global business, and polishing it to a confident level can ease daily stress at work for non-native speakers.</li>
</ul>

<h2>Fitting it into a full week</h2>

<p>The key is to make learning predictable and small enough that it never feels like a burden. A few principles help:</p>

<ol>
<li><strong>Book it like a meeting.</strong> Two or three live sessions a week, at fixed times, are far easier to protect than a vague promise to "study when things calm down".</li>
<li><strong>Set a CEFR goal.</strong> Aim first for <strong>A1</strong>, where you can introduce yourself and handle simple phrases, then <strong>A2</strong>, where you can manage routine exchanges such as ordering, shopping and small talk, and later <strong>B1</strong>, where you can cope independently while travelling and talk about your work and plans.</li>
<li><strong>Use the gaps.</strong> Ten minutes of vocabulary review on a commute or a podcast during a walk keeps the language warm between classes.</li>
<li><strong>Forgive missed weeks.</strong> Busy seasons happen. The goal is a long-term habit, not a perfect streak.</li>
</ol>

<h2>Stress-management habits that support the reset</h2>

<p>A language class can lift your mood, but it works best as part of a wider set of healthy routines. These habits are simple, widely recommended and easy to start this week:</p>

<h3>1. Breathe on purpose</h3>

<p>Slow breathing, with a longer out-breath than in-breath, is one of the quickest ways to calm the body's stress response. Try a minute or two before a difficult call or after closing your laptop.</p>

<h3>2. Take real breaks</h3>

<p>Step away from the screen every hour or so, even for a few minutes. Stand up, stretch, look out of a window. Short breaks restore focus far better than pushing through fatigue.</p>

<h3>3. Move every day</h3>

<p>Regular physical activity is one of the best-established ways to reduce stress and improve sleep. A brisk walk counts. Pair it with a language podcast and you have two habits in one.</p>

<h3>4. Protect your sleep</h3>

<p>Keep a consistent bedtime, dim screens in the last hour of the evening and keep work messages out of the bedroom. Sleep is also when the brain consolidates new learning, including those new words from class.</p>

<h3>5. Draw a line around work</h3>

<p>Decide on a finishing time and a small ritual to mark it, such as a short walk, a change of clothes or a few minutes of language practice. Clear boundaries help the mind switch off.</p>

<h3>6. Notice and name your stress</h3>

<p>Jotting down what is worrying you, even in three lines, makes it feel more manageable. Over time, you will spot patterns and triggers you can do something about.</p>

<blockquote><p>Wellbeing is rarely one big change. It is a handful of small, kind habits repeated until they become the shape of your week.</p></blockquote>

<h2>Putting it together: a sample week</h2>

<p>Here is how a busy professional might combine both:</p>

<ul>
<li><strong>Monday and Thursday evenings:</strong> a live language class as the end-of-workday ritual.</li>
<li><strong>Daily:</strong> a walk with a podcast in your new language, plus two minutes of slow breathing before bed.</li>
<li><strong>Weekends:</strong> one relaxed activity in the language, such as cooking a recipe, watching a film with subtitles or messaging a classmate.</li>
<li><strong>Once a week:</strong> a quick check-in with yourself about stress levels, sleep and what you want to adjust.</li>
</ul>

<h2>When to ask for more support</h2>

<p>Healthy habits help most people manage everyday pressure. But if stress, low mood or anxiety persist, affect your sleep or relationships, or make daily life feel hard to manage, please reach out to a qualified professional or your doctor. Asking for help is a sign of strength, not weakness. Alongside our language courses, Learnova offers mental-health courses that teach practical skills for managing stress, building resilience and looking after your wellbeing.</p>

<h2>Your reset starts with one class</h2>

<p>You do not need a sabbatical to feel like yourself again. A few hours a week of absorbing, joyful learning, supported by simple daily habits, can change how your whole week feels. Explore our <a href="/courses">language and wellbeing courses</a>, or <a href="/contact">contact us</a> to find a schedule that fits your working life. When you are ready, <a href="/get-started">book a free demo class</a> and give yourself the reset you deserve.</p>`,
  art: { motif: "leaf", hue: 140 },
};
