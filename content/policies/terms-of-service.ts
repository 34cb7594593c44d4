import type { PolicySeed } from "../types";

export const policy: PolicySeed = {
  slug: "terms-of-service",
  title: "Terms of Service",
  effectiveDate: "2026-11-01",
  contentHtml: `
<h2>About these terms</h2>
<p>These terms explain how Learnova works and what we and you can expect from each other. They apply whenever you use our website, create an account, book a free demo class, join a course or attend a live class. By using Learnova you agree to these terms. If you are a parent or guardian using Learnova for your child, you agree to them on your own behalf and on behalf of your child.</p>
<p>If anything is unclear, please ask us before you sign up. Our <a href="/privacy-policy">Privacy Policy</a> and <a href="/data-deletion-policy">Data Deletion Policy</a> explain how we handle your information and form part of these terms.</p>

<h2>Who we are</h2>
<p>Learnova is an online school operated from India. Since 2024 we have taught live classes in K-12 school subjects, languages and mental-health topics to children, teens and working professionals. You can reach us at <a href="mailto:hello@learnova.example">hello@learnova.example</a>, by phone on +91 80 4000 0000, or through our <a href="/contact">contact page</a>.</p>

<h2>Your account</h2>
<p>To enroll in courses you need a Learnova account. When you create one you choose an account type: student, parent or professional.</p>
<ul>
<li><strong>Adults</strong> (18 and over) may create and manage their own account.</li>
<li><strong>Children and teens under 18</strong> may only use Learnova through an account created and managed by a parent or legal guardian. The parent or guardian is responsible for the account, for the information given to us, and for the child's use of Learnova.</li>
<li>Please give us accurate information and keep it up to date. You can change your name, account type and phone number at any time in <a href="/account-settings">Account settings</a>.</li>
<li>Keep your password to yourself and choose one you do not use elsewhere. If you think someone else has used your account, change your password and use the option in Account settings to sign out of your other devices, then tell us.</li>
<li>If Google sign-in is offered, you may use it instead of a password. You remain responsible for keeping your Google account secure.</li>
</ul>
<p>You are responsible for what happens through your account, unless it happened because of a fault on our side.</p>

<h2>Free demo classes</h2>
<p>Before you commit to a course, you can book a free demo class. When you book, you tell us who the class is for, the subject or course you are interested in, and the time and time zone that suits you. We then schedule the class and send a confirmation e-mail with a calendar file. The time you request is a preference: if a teacher is not available then, we will contact you to agree another time. A demo class places you under no obligation to buy anything.</p>

<h2>Courses, enrollments and fees</h2>
<p>Each course page describes who the course is for, its level, how many weeks it runs and how many sessions there are each week. Once you enroll, the course appears in your account as subscribed, upcoming or completed.</p>
<p>Fees are agreed with you after the free demo class, based on the course and the schedule you choose. We will tell you the amount and what it covers before you pay. Payments can be made by major credit cards, PayPal or bank transfer. Card and PayPal payments are handled by our payment providers; we never see or store your full card number. Charges your bank or payment provider adds, such as currency conversion fees, are set by them.</p>

<h2>Cancelling, rescheduling and refunds</h2>
<ul>
<li>If you need to cancel or move a class, please give us at least <strong>24 hours' notice</strong>, by e-mail or through our <a href="/contact">contact page</a>. With that notice we will reschedule the class at a time that suits you and the teacher.</li>
<li>If a teacher has to cancel a class, we will offer you another time for it.</li>
<li>If you have paid in advance for classes you no longer want, you can ask for a refund of the unused prepaid classes. Write to <a href="mailto:hello@learnova.example">hello@learnova.example</a> and we will work out the amount with you and return it using the payment method you used, or another method we agree with you.</li>
</ul>

<h2>Behaviour in live classes</h2>
<p>Our classes are live and often include other learners. To keep them safe and useful for everyone, we ask all participants, and parents who are present, to:</p>
<ul>
<li>treat teachers and other learners with respect, and avoid bullying, harassment, discriminatory language or inappropriate content;</li>
<li><strong>not record, photograph, screenshot or share</strong> any part of a class, or anything another participant says or shows, without the consent of the teacher and the people involved;</li>
<li>not share class links or login details with people who are not enrolled;</li>
<li>follow the reasonable instructions of the teacher.</li>
</ul>
<p>A teacher may mute or remove a participant who is disrupting a class. If behaviour is serious or repeated, we may suspend or close the account involved. Where a child is involved, we will talk to the parent or guardian first wherever we can.</p>

<h2>Mental-health courses</h2>
<p>Our mental-health courses teach knowledge and practical skills, such as understanding emotions, managing stress and building healthy habits. They are <strong>educational</strong>. They are not therapy, and they are <strong>not a substitute for professional diagnosis or treatment</strong>. Our teachers cannot diagnose conditions, prescribe medicine or provide crisis support.</p>
<p>If you, your child or anyone else is in danger or in a mental-health emergency, <strong>contact your local emergency services straight away</strong>. If you are worried about your own or your child's mental health, please speak to a doctor or a qualified mental-health professional.</p>

<h2>Our content and your use of it</h2>
<p>Course materials, worksheets, videos, illustrations, text and the design of our website belong to Learnova or to the people who have allowed us to use them. You may use them for your own learning, or your child's learning, while you are enrolled. Please do not copy, sell, publish or share them with others without our written permission.</p>
<p>Work that learners create in class, such as essays or projects, remains theirs.</p>

<h2>E-mails and the newsletter</h2>
<p>We send e-mails you need to use Learnova, such as booking confirmations, account messages and replies to your questions. Our newsletter is separate and optional: you only receive it after you confirm your subscription using the link we send you, and every newsletter contains a link that unsubscribes you in one click.</p>

<h2>Closing your account</h2>
<p>You can delete your account at any time in <a href="/account-settings">Account settings</a>, or by e-mailing us from the address linked to your account. What happens to your information is explained in our <a href="/data-deletion-policy">Data Deletion Policy</a>. Deleting your account does not cancel a refund you are owed for unused prepaid classes; please ask for it before or when you delete.</p>
<p>We may suspend or close an account if it is used to break these terms or the law, to harm other learners or teachers, or to attack our systems. Unless there is an urgent safety or security reason, we will tell you why and give you a chance to respond.</p>

<h2>Availability and our responsibility</h2>
<p>We cannot promise that the website will always be available or that a class will never be disrupted, for example by internet problems on either side. When a class is lost because of a problem on our side, we will reschedule it.</p>
<p>We provide our teaching with reasonable care and skill. We do not guarantee particular marks, exam results or outcomes, because these depend on many things outside our control. As far as the law allows, we are not responsible for indirect losses, and our total responsibility to you in connection with a course is limited to the fees you paid us for that course. Nothing in these terms removes rights you have under consumer protection law or any other law that cannot be excluded.</p>

<h2>Governing law and disputes</h2>
<p>These terms are governed by the laws of India. If you have a complaint, please contact us first at <a href="mailto:hello@learnova.example">hello@learnova.example</a>; most problems can be solved quickly by talking. If we cannot resolve a dispute together, it will be handled by the courts of India. If you live outside India, you may also have rights under the laws of your own country.</p>

<h2>Changes to these terms</h2>
<p>We may update these terms when our services change or the law requires it. We will post the new version on this page with a new effective date. If a change significantly affects you, we will tell account holders by e-mail before it takes effect. Changes do not affect fees already agreed for classes you have paid for.</p>

<h2>Contact us</h2>
<p>Questions about these terms are welcome. Write to <a href="mailto:hello@learnova.example">hello@learnova.example</a>, call +91 80 4000 0000, or use our <a href="/contact">contact page</a>.</p>
`,
};
