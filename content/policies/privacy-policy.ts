import type { PolicySeed } from "../types";

export const policy: PolicySeed = {
  slug: "privacy-policy",
  title: "Privacy Policy",
  effectiveDate: "2026-11-01",
  contentHtml: `
<h2>The short version</h2>
<ul>
<li>We collect only what we need to run our school: your account details, your bookings and enrollments, and the messages you send us.</li>
<li>We do not sell your information, we do not show advertising, and we do not use third-party tracking cookies or analytics scripts.</li>
<li>Children's accounts are created and managed by a parent or guardian.</li>
<li>You can see, correct, download and delete your information yourself in <a href="/account-settings">Account settings</a>.</li>
</ul>
<p>The rest of this page explains the details.</p>

<h2>Who is responsible for your information</h2>
<p>Learnova is an online school operated from India. We decide how and why your information is used, so under India's Digital Personal Data Protection Act, 2023 we are the "data fiduciary", and under the EU General Data Protection Regulation (GDPR) we are the "controller". You can contact us at <a href="mailto:hello@learnova.example">hello@learnova.example</a> or on +91 80 4000 0000.</p>

<h2>What we collect and why</h2>
<h3>Your account</h3>
<p>For an account we ask for your name, e-mail address, a password, your account type (student, parent or professional) and, optionally, a phone number. We use these to sign you in, manage your courses and contact you about your classes. Your password is never stored as you type it: our authentication library stores only a salted hash, a scrambled form that cannot be turned back into the password. Nobody at Learnova can see your password.</p>
<p>If Google sign-in is available and you choose to use it, Google shares your name, e-mail address and Google account ID with us so we can link your Google login to your Learnova account. We do not receive your Google password or anything else from your Google account.</p>

<h3>Demo class bookings</h3>
<p>To book a free demo class you give us a contact name, e-mail address, phone number and account type, the learner's name and grade or age, their school board, the subject or course of interest, your preferred time and time zone, and any notes. When the class is for a child, a parent gives these details. We use them to schedule the class and to send you a confirmation e-mail with a calendar file.</p>
<p>There is no need to share health details or other sensitive information in the notes.</p>

<h3>Messages you send us</h3>
<p>When you use our <a href="/contact">contact page</a> we receive your name, e-mail address, your message and, if you choose to give it, your feedback. We use these to reply to you and to improve our school.</p>

<h3>Newsletter</h3>
<p>If you sign up for our newsletter, we store your e-mail address. We send you a confirmation link first, and you are only subscribed once you click it. Every newsletter contains an unsubscribe link that works in one click.</p>

<h3>Enrollments</h3>
<p>We keep a record of the courses you or your child are enrolled in and whether each one is subscribed, upcoming or completed, so that you can see your courses and we can plan classes.</p>

<h3>Payments</h3>
<p>Payments by credit card, PayPal or bank transfer are processed by payment providers. We never receive or store your full card number. The payment provider you use handles your payment details under its own privacy policy.</p>

<h3>E-mails we send</h3>
<p>Our e-mails are delivered through an e-mail service provider. For reliability, we log each e-mail we send in an outbox: the recipient address, the subject and whether it was sent successfully.</p>

<h3>Server logs</h3>
<p>Our servers record the IP address, the address requested and the time of each request. We use these logs for security and to limit how many requests can be made in a short time (rate limiting). The logs never contain passwords or sign-in tokens, and they are deleted after 30 days.</p>

<h2>Cookies and tracking</h2>
<p>We use a session cookie to keep you signed in. It is marked HttpOnly, which means scripts running in the page cannot read it. We do not use advertising cookies or third-party tracking cookies, and we do not load analytics scripts from other companies. Our fonts, images and videos are served from our own servers, so visiting our pages does not send your details to outside font or video services.</p>

<h2>Children's information</h2>
<p>Many of our learners are children. Accounts for anyone under 18 are created and managed by a parent or guardian, and parents book demo classes for their children. By doing so, the parent or guardian gives consent for us to use the child's information as described in this policy. We use a child's information only to teach and support them, never for advertising or marketing profiles.</p>
<p>A parent or guardian can view, correct, download or delete the information in their account at any time. If you believe a child has given us information without a parent's involvement, please tell us and we will delete it.</p>

<h2>Who we share information with</h2>
<p>We do not sell or rent your personal information, and we do not share it for advertising. We share it only in these cases:</p>
<ul>
<li><strong>Our e-mail service provider</strong>, which delivers the e-mails we send you.</li>
<li><strong>Payment providers</strong>, when you pay a fee by card, PayPal or bank transfer.</li>
<li><strong>Google</strong>, only if you choose to sign in with Google.</li>
<li><strong>Authorities</strong>, where the law requires us to, or where it is necessary to protect someone's safety.</li>
</ul>
<p>Teachers see the details they need to teach their classes, such as a learner's name, grade and course.</p>

<h2>Who at Learnova can see your information</h2>
<p>Our administrative staff access information only to run the school, for example to schedule classes or answer questions. Every administrator action is recorded in an audit log.</p>

<h2>How long we keep information</h2>
<ul>
<li><strong>Account, enrollment and booking information</strong>: for as long as your account exists, or until you ask us to delete it.</li>
<li><strong>Server logs</strong>: 30 days.</li>
<li><strong>Backups</strong>: deleted information disappears from our backups within 30 days.</li>
<li><strong>Newsletter</strong>: until you unsubscribe or ask us to remove you.</li>
</ul>
<p>When you delete your account, we delete it straight away. Demo bookings and messages you sent are anonymised: your name, e-mail address, phone number and any text you wrote are removed, and only a count remains for our records. Full details are in our <a href="/data-deletion-policy">Data Deletion Policy</a>.</p>

<h2>How we protect your information</h2>
<p>We store passwords only as salted hashes, keep passwords and sign-in tokens out of our logs, limit repeated requests, restrict staff access and record administrator actions in an audit log. You can help by using a strong, unique password and signing out of other devices from <a href="/account-settings">Account settings</a> if you think someone else has access. No system is perfectly secure; if a breach affects your information, we will inform you and the authorities as the law requires.</p>

<h2>Your rights and choices</h2>
<p>Much of what you may want to do can be done yourself in <a href="/account-settings">Account settings</a>:</p>
<ul>
<li>edit your name, account type and phone number;</li>
<li>change your password and sign out of other devices;</li>
<li>download all of your data as a JSON file;</li>
<li>delete your account.</li>
</ul>
<p>Under India's Digital Personal Data Protection Act, 2023 you have the right to get a summary of your personal data and how it is used, to have it corrected, completed or erased, to withdraw consent you have given, to have a grievance dealt with, and to nominate someone to exercise your rights if you die or become unable to do so. If we cannot resolve a complaint, you may approach the Data Protection Board of India.</p>
<p>If you are in the European Union, the GDPR gives you similar rights: to access your data, to correct it, to have it erased, to restrict or object to how we use it, to receive it in a portable format, and to withdraw consent at any time. You may also complain to the data protection authority in your country. We use your information because it is needed to provide the classes you ask for, because you have consented (for example, to the newsletter), or because we have a legitimate interest in keeping our service secure (for example, server logs).</p>
<p>To use any of these rights, write to <a href="mailto:hello@learnova.example">hello@learnova.example</a>, ideally from your account's e-mail address so we can confirm the request is yours. We will reply within 30 days.</p>

<h2>Where your information is handled</h2>
<p>Learnova is run from India and handles your information under Indian law. Our e-mail and payment providers may process information in other countries.</p>

<h2>Changes to this policy</h2>
<p>If we change how we use information, we will update this page and its effective date, and tell account holders by e-mail before any significant change takes effect.</p>

<h2>Contact and grievances</h2>
<p>For any question or complaint about your privacy, contact us at <a href="mailto:hello@learnova.example">hello@learnova.example</a>, on +91 80 4000 0000, or through our <a href="/contact">contact page</a>.</p>
`,
};
