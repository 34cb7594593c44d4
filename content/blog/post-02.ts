import type { BlogPostSeed } from "../types";

export const post: BlogPostSeed = {
  id: 2,
  slug: "mental-health-friendly-environments-home-and-school",
  title: "Building Mental-Health-Friendly Environments at Home and in School",
  excerpt:
    "Children thrive when they feel safe, heard and supported. Practical ways parents and teachers can shape everyday spaces that protect young people’s wellbeing.",
  publishedAt: "2025-03-18",
  category: "PARENTING",
  art: { motif: "heart", hue: 340 },
  contentHtml: `
<p>When we think about children’s mental health, it is easy to picture the difficult moments: a panic before an exam, a friendship falling apart, a child who suddenly stops talking at dinner. Those moments matter. But a child’s wellbeing is shaped far more by the ordinary days in between, by the emotional climate of the places where they spend their time.</p>
<p>Home and school are the two biggest of those places. Neither needs to be perfect. What children need is enough safety, warmth and predictability that they can bring their real selves, including their worries, without fear. Here is what that looks like in practice.</p>

<h2>What a mental-health-friendly environment feels like</h2>
<p>Whether it is a living room or a classroom, a supportive environment tends to share a few qualities:</p>
<ul>
<li><strong>Safety.</strong> Children know they will not be humiliated, mocked or punished for having feelings or making mistakes.</li>
<li><strong>Predictability.</strong> Routines and expectations are clear, so children spend less energy bracing for surprises.</li>
<li><strong>Connection.</strong> There is at least one adult who notices them, listens and cares how they are doing.</li>
<li><strong>Permission to feel.</strong> Sadness, anger, fear and frustration are treated as normal, even when certain behaviours are not acceptable.</li>
<li><strong>Room to struggle.</strong> Challenges are welcomed as part of learning, and failure is not the end of the story.</li>
</ul>

<h2>At home: small habits, big impact</h2>
<h3>Protect the basics</h3>
<p>Sleep, food, movement and time outdoors are not glamorous, but they form the foundation of emotional health. A tired, hungry child has far less capacity to cope with setbacks. Regular bedtimes, screens out of the bedroom at night and some daily physical activity quietly do a great deal of work.</p>
<h3>Give feelings a vocabulary</h3>
<p>Children who can name what they feel are better able to manage it. Move beyond “good” and “bad”: disappointed, nervous, left out, proud, overwhelmed. Younger children enjoy simple tools like a feelings chart on the fridge. Older children often respond well when you share your own feelings honestly and briefly: “I was really frustrated in traffic today, so I took a few deep breaths before coming in.”</p>
<h3>Listen before fixing</h3>
<p>When a child brings a problem, the instinct to solve it is strong. Try holding back for a moment. Reflect what you hear (“That sounds really unfair”) and ask what would help. Often the child simply needed to be heard. Many teenagers find it easier to talk side by side rather than face to face, so walks, drives and cooking together can open up conversations that a formal sit-down never would.</p>
<h3>Leave space for unstructured time</h3>
<p>Busy schedules full of classes and activities can leave children with no time to simply play, daydream or be bored. Unstructured time is where many children process their day, recharge and discover what they enjoy. Guard a little of it every week.</p>

<h2>At school, and in online classrooms too</h2>
<p>Teachers have enormous influence on how safe a child feels. The same principles apply whether the classroom is physical or online:</p>
<ol>
<li><strong>Know every child by name</strong> and greet them individually. Being seen is the starting point for belonging.</li>
<li><strong>Make mistakes visible and normal.</strong> When teachers talk through their own errors, students learn that getting it wrong is part of getting it right.</li>
<li><strong>Set clear, kind expectations</strong> and apply them consistently, so children know where they stand.</li>
<li><strong>Build in brief check-ins.</strong> A one-word “how are you arriving today?” at the start of a lesson takes seconds and can reveal a lot.</li>
<li><strong>Act quickly on unkindness.</strong> Teasing and exclusion, online or offline, should be addressed early, before they become patterns.</li>
<li><strong>Pace the workload.</strong> Spread deadlines sensibly and keep sessions for young children to 20–30 minutes, which matches their attention and leaves them wanting more rather than drained.</li>
</ol>
<p>Small groups help enormously here. When a teacher is working with a handful of students rather than a crowd, it is much easier to notice the child who has gone quiet or is struggling to keep up.</p>

<h2>Home and school working together</h2>
<p>Children feel most secure when the adults around them are on the same side. Let teachers know about significant changes at home, such as a move, a new sibling, an illness or a bereavement, so they can offer extra patience. Equally, teachers can share what they notice in class. Try to use similar language across both settings, for instance around managing frustration or asking for help, so children hear one consistent message.</p>

<h2>Signs that a child may need more support</h2>
<p>Every child has off days. It is worth paying closer attention when changes last more than a couple of weeks or begin to affect daily life. Watch for:</p>
<ul>
<li>Changes in sleep or appetite</li>
<li>Withdrawing from friends, family or activities they used to enjoy</li>
<li>Persistent irritability, tearfulness or worry</li>
<li>Frequent headaches or stomach aches without a clear cause</li>
<li>A sudden drop in schoolwork or reluctance to attend</li>
</ul>
<p>If you notice these, talk gently with your child, and reach out to their teacher, school counsellor or family doctor. Asking for professional help is a sign of good parenting, not a failure. If you are ever worried about a child’s immediate safety, contact your local emergency services straight away.</p>

<h2>Look after yourself too</h2>
<p>Children take their emotional cues from the adults around them. Parents and teachers who are exhausted and stretched thin find it much harder to stay patient. Making time for rest, support and your own wellbeing is not selfish; it is part of creating a calm environment for the children in your care.</p>
<blockquote><p>A mental-health-friendly home is not one without difficult feelings. It is one where difficult feelings are allowed, talked about and met with care.</p></blockquote>
<p>At Learnova, wellbeing runs through everything we teach. Our live small-group classes are designed so teachers can genuinely know their students, and our mental-health courses give children, teens and adults practical tools for understanding emotions, managing stress and building resilience.</p>
<p><strong>Want to see how it feels?</strong> <a href="/get-started">Book a free demo class</a> and experience a warm, supportive online classroom for yourself.</p>
`,
};
