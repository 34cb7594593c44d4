import type { PolicySeed } from "../types";

export const policy: PolicySeed = {
  slug: "data-deletion-policy",
  title: "Data Deletion Policy",
  effectiveDate: "2026-11-01",
  contentHtml: `
<h2>Your information, your choice</h2>
<p>You can delete your Learnova account, and the personal information linked to it, whenever you want. You do not need to give a reason. This page explains exactly how to do it, what is deleted straight away, what we keep in anonymous form and why, and how long the last copies take to disappear. It sits alongside our <a href="/privacy-policy">Privacy Policy</a>, which describes everything we collect.</p>

<h2>Before you delete: download your data</h2>
<p>Deleting an account cannot be undone. If you would like to keep a copy of your information, go to <a href="/account-settings">Account settings</a> and download your data first. You will get a single JSON file containing all the data linked to your account. JSON is a plain-text format that many programs can open.</p>
<p>If you have paid in advance for classes you have not used, ask us for a refund of those classes before or when you delete your account, by writing to <a href="mailto:hello@learnova.example">hello@learnova.example</a>.</p>

<h2>How to delete your account yourself</h2>
<ol>
<li>Sign in to Learnova.</li>
<li>Open <a href="/account-settings">Account settings</a>.</li>
<li>Use the option to delete your account.</li>
</ol>
<p>Deletion happens immediately. You will be signed out, and you will not be able to sign in to that account again. If you want to use Learnova later, you are welcome to create a new account.</p>

<h2>How to ask us to delete your account by e-mail</h2>
<p>If you cannot sign in, or would prefer us to do it for you, send an e-mail to <a href="mailto:hello@learnova.example">hello@learnova.example</a> <strong>from the e-mail address linked to your account</strong> and tell us you want your account deleted. Writing from that address lets us confirm the request is really yours, so that nobody else can delete your account. We will reply within 30 days, and usually much sooner, to confirm that it has been done or to explain if we need anything more from you.</p>

<h2>What is deleted immediately</h2>
<p>When an account is deleted, the following are removed from our live systems at once:</p>
<ul>
<li><strong>Your account</strong>: your name, e-mail address, password hash, account type, phone number and, if you used Google sign-in, the link to your Google account.</li>
<li><strong>Your sessions</strong>: every device where you were signed in is signed out.</li>
<li><strong>Your enrollments</strong>: the record of the courses you were subscribed to, had coming up, or had completed.</li>
</ul>

<h2>What is anonymised, and why</h2>
<p>Demo class bookings and contact messages are handled a little differently. We do not keep them in a form that identifies you, but we keep an anonymous trace of them so that our records of how many bookings and enquiries we received remain correct.</p>
<p>When you delete your account, for the demo bookings and contact messages you sent while signed in to it, and for those sent from its e-mail address once that address has been verified (for example through Google sign-in):</p>
<ul>
<li>the <strong>names, e-mail address and phone number</strong> are removed, including a child's name given in a booking;</li>
<li>any <strong>free text</strong>, such as booking notes, a learning goal, a class link or the words and feedback of your message, is removed;</li>
<li>what remains is kept only so that we can count the bookings and messages we have received. It no longer contains the contact details or the words that were written.</li>
</ul>

<h2>Newsletter subscriptions</h2>
<p>Your newsletter subscription is kept separately from your account, because you can subscribe without having an account. You can end it at any time with the one-click unsubscribe link at the bottom of every newsletter. If you would like us to remove your subscription for you, for example at the same time as deleting your account, just ask us at <a href="mailto:hello@learnova.example">hello@learnova.example</a> and we will remove it.</p>

<h2>What may remain for a limited time</h2>
<p>To be open about it, a few records are not removed at the moment you delete your account:</p>
<ul>
<li><strong>Backups.</strong> We keep backups so that we can recover from technical failures. Backups are not edited one record at a time; instead, older backups roll off, and your deleted information is gone from all of them within 30 days. Backups are used only for recovery, never to bring back a deleted account.</li>
<li><strong>Server logs.</strong> Our servers record IP addresses, the pages requested and the time of each request for security and rate limiting. These logs never contain passwords or sign-in tokens, and they are deleted after 30 days.</li>
<li><strong>E-mail outbox records.</strong> For each e-mail we have sent, we keep the recipient address, the subject and whether it was delivered, so that we can check our e-mails are working reliably. If you would like the entries for your address removed after you delete your account, tell us and we will deal with your request.</li>
<li><strong>Audit log.</strong> Actions taken by our administrative staff are recorded in an audit log, so that we can check that information was handled properly. Entries about actions involving your account can remain there as a record of what our staff did.</li>
<li><strong>Payment records.</strong> Payment providers keep their own records of transactions under their own legal obligations, and we may need to keep records of fees paid where tax or accounting law requires it.</li>
</ul>

<h2>Children's accounts</h2>
<p>Accounts for children and teens under 18 are created and managed by a parent or guardian, and it is the parent or guardian who can delete them, in <a href="/account-settings">Account settings</a> or by e-mailing us from the account's e-mail address. The same rules apply: the account, sessions and enrollments are deleted immediately, and demo bookings made from the account are anonymised in the same way, which removes the name, e-mail address, phone number and notes.</p>
<p>If your child has reached 18 and would like to manage their own learning, please contact us and we can talk through the options.</p>

<h2>Deleting some information without closing your account</h2>
<p>You do not have to delete your whole account to remove or fix something:</p>
<ul>
<li>You can change your name, account type and phone number, or remove your phone number, in <a href="/account-settings">Account settings</a>.</li>
<li>You can unsubscribe from the newsletter using the link in any newsletter.</li>
<li>If you would like a particular demo booking or contact message removed, including one you sent without signing in from an address we have not verified, write to us at <a href="mailto:hello@learnova.example">hello@learnova.example</a> from your account's address, and we will reply within 30 days.</li>
</ul>

<h2>Your rights under the law</h2>
<p>This policy is one way we respect your right to erasure under India's Digital Personal Data Protection Act, 2023 and, for visitors from the European Union, under the GDPR. It does not limit those rights. If you are not satisfied with how we have handled a deletion request, please tell us so we can put it right. You may also approach the Data Protection Board of India or, in the EU, the data protection authority in your country.</p>

<h2>Questions</h2>
<p>If anything about deleting your information is unclear, contact us at <a href="mailto:hello@learnova.example">hello@learnova.example</a>, call +91 80 4000 0000, or use our <a href="/contact">contact page</a>.</p>
`,
};
