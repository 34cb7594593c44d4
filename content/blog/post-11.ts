import type { BlogPostSeed } from "../types";

export const post: BlogPostSeed = {
  id: 11,
  slug: "vedic-maths-fast-mental-arithmetic",
  title: "Vedic Maths: Fast Mental Arithmetic for Young Minds",
  excerpt:
    "Vedic maths gives children clever shortcuts for mental calculation. See two worked examples and learn how these techniques build speed, confidence and number sense.",
  publishedAt: "2026-03-03",
  category: "EDUCATION",
  contentHtml: `<p>Watch a child work out 97 × 96 in their head in a few seconds and you will see something special: not just a right answer, but a flash of pride. That moment is what Vedic maths is so good at creating. It turns arithmetic from a slow, anxious process into something closer to a puzzle, and it helps children believe that they are "maths people" after all.</p>

<p>In this post we explain what Vedic maths is, walk through two worked examples you can try at home, and share how to use these techniques in a way that strengthens, rather than replaces, real mathematical understanding.</p>

<h2>What is Vedic maths?</h2>

<p>Vedic maths is a collection of mental calculation techniques popularised by Bharati Krishna Tirthaji, whose book on the subject was published in 1965. It is organised around sixteen short principles called sutras, such as "vertically and crosswise" or "all from 9 and the last from 10". Each sutra describes a pattern that makes certain calculations much faster.</p>

<p>Historians debate how much of the system truly comes from the ancient Vedas, and we think it is best presented honestly as a clever and elegant set of methods rather than a secret ancient code. What matters for children is that the methods work, they are grounded in sound mathematics, and they are fun to use.</p>

<h2>Why it suits young learners</h2>

<ul>
<li><strong>Speed builds confidence.</strong> Getting answers quickly and correctly is motivating, especially for children who have started to feel that maths is "not for them".</li>
<li><strong>It rewards pattern spotting.</strong> Each technique works because of a pattern in our number system, and noticing patterns is at the heart of all mathematics.</li>
<li><strong>It strengthens mental arithmetic.</strong> Children hold numbers in their heads, split them apart and recombine them, which builds working memory and number sense.</li>
<li><strong>It offers a way to check.</strong> Having two methods for the same sum lets children verify their own answers instead of waiting to be told.</li>
<li><strong>It feels like a game.</strong> Many techniques seem almost like magic tricks at first, which makes practice something children ask for.</li>
</ul>

<h2>Worked example 1: multiplying numbers close to 100</h2>

<p>The sutra "all from 9 and the last from 10" leads to a lovely shortcut for multiplying numbers just below a base such as 100. Let us try <strong>97 × 96</strong>.</p>

<ol>
<li><strong>Find how far each number is from 100.</strong> 97 is 3 below 100, and 96 is 4 below 100. We call these the deficits: 3 and 4.</li>
<li><strong>Cross-subtract to get the first part of the answer.</strong> Take either number and subtract the other number's deficit: 97 − 4 = 93. (You get the same result with 96 − 3 = 93.)</li>
<li><strong>Multiply the deficits to get the last part.</strong> 3 × 4 = 12. Because our base is 100, this part must have two digits, so 12 fits perfectly.</li>
<li><strong>Put the parts together.</strong> 93 followed by 12 gives <strong>9312</strong>.</li>
</ol>

<p>Check it the traditional way and you will find 97 × 96 = 9312. Once children have the idea, they can try 98 × 94 (deficits 2 and 6, giving 92 and 12, so 9212) or 99 × 91 (deficits 1 and 9, giving 90 and 09, so 9009). That last one introduces a useful detail: the final part must always fill two places when the base is 100, so 9 becomes 09.</p>

<p>Why does it work? Each number can be written as 100 minus its deficit. When you multiply them out, the structure of the answer splits neatly into a "hundreds" part and a "units" part. Older children enjoy seeing this proved with a little algebra, which is a wonderful bridge from mental tricks to real mathematical reasoning.</p>

<h2>Worked example 2: squaring numbers that end in 5</h2>

<p>The sutra "by one more than the previous one" gives one of the most popular Vedic techniques. Let us square <strong>35</strong>.</p>

<ul>
<li>Take the digit or digits before the 5. Here that is 3.</li>
<li>Multiply it by one more than itself: 3 × 4 = 12.</li>
<li>Write 25 after the result: <strong>1225</strong>.</li>
</ul>

<p>So 35 × 35 = 1225. The same pattern gives 65² (6 × 7 = 42, so 4225) and even 105² (10 × 11 = 110, so 11025). Children are usually delighted to discover that a calculation that looked hard can be done before the teacher finishes writing it on the board.</p>

<h2>A few more techniques children love</h2>

<ul>
<li><strong>Subtracting from 1000.</strong> To work out 1000 − 457, take each digit from 9 and the last from 10: 9 − 4 = 5, 9 − 5 = 4, 10 − 7 = 3, giving 543. Perfect for calculating change.</li>
<li><strong>Multiplying by 11.</strong> For 43 × 11, write the first digit, then the sum of the two digits, then the last digit: 4, 7, 3, giving 473. (When the sum is 10 or more, carry the 1.)</li>
<li><strong>Vertically and crosswise.</strong> A general method for multiplying any two-digit numbers that builds the answer from right to left in one line, and later extends to larger numbers and even algebra.</li>
</ul>

<h2>Using Vedic maths the right way</h2>

<p>Shortcuts are powerful, but they work best alongside understanding, not instead of it. A few principles guide how we teach:</p>

<ol>
<li><strong>Understand the standard method first.</strong> Children should know what multiplication means and how column methods work. Vedic techniques then become a second lens, not a replacement.</li>
<li><strong>Always ask why.</strong> Every trick has a reason. Exploring that reason turns a shortcut into insight.</li>
<li><strong>Practise little and often.</strong> Short, regular practice builds fluency far better than long sessions. For younger children, 20–30 minutes is ideal, and even a few minutes of daily mental maths at the dinner table helps.</li>
<li><strong>Link it to schoolwork.</strong> Whether your child follows CBSE, ICSE, IGCSE or IB, faster mental arithmetic saves time in exams and reduces careless errors in longer problems.</li>
<li><strong>Keep it playful.</strong> Speed challenges, "beat your own time" games and friendly family contests keep motivation high without pressure.</li>
</ol>

<blockquote><p>The goal is not to turn children into calculators. It is to help them see that numbers have patterns, and that they are capable of finding them.</p></blockquote>

<h2>Try it at home this week</h2>

<p>Pick one technique, perhaps squaring numbers ending in 5, and make it a daily five-minute challenge. Let your child test you, too. Children love catching adults out, and teaching a method to someone else is one of the best ways to master it.</p>

<p>Curious to see more? Explore our <a href="/courses">Vedic maths and K-12 courses</a>, or read more ideas on our <a href="/blogs">blog</a>. Better still, <a href="/get-started">book a free demo class</a> and let your child discover how quick, clever and enjoyable mental maths can be.</p>`,
  art: { motif: "calculator", hue: 270 },
};
