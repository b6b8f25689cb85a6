// Every published version of Shala's terms and privacy policy
// (docs/requirements/marketing.md#legal-pages, §7). The server inserts any version missing from
// `legal_documents` at start (services/legal-documents.ts); a published version is never edited:
// publish a change as a new version with its own effective date, and the API serves it from that
// date.
//
// The terms page does not render h3 blocks (docs/requirements/marketing.md#legal-pages), so the
// terms use h2, paragraph and ul only; the privacy policy also uses h3. The privacy policy follows
// India's Digital Personal Data Protection Act, 2023 (DPDP Act): purpose, consent and its
// withdrawal, the data principal's rights, a grievance contact and breach notice.
import type { LegalDocument, LegalDocumentType } from '@common/legal-content';
import { h2, h3, PRIVACY_CONTACT, p, SUPPORT_CONTACT, ul } from './legal-blocks';
import { privacyV2 } from './privacy-policy-v2';

export interface LegalDocumentSeed {
  type: LegalDocumentType;
  version: number;
  /** ISO 8601. */
  effectiveAt: string;
  document: LegalDocument;
}

const CONTACT = PRIVACY_CONTACT;
const SUPPORT = SUPPORT_CONTACT;

const termsV1: LegalDocument = {
  heading: 'Terms & Conditions',
  content: [
    p(
      'These terms govern your use of Shala, the free platform for schools, coaching centres and tuition providers in India, including this website, the admin portal, the Shala teacher app and the Shala student app (together, "the Service"). "Shala", "we" and "us" mean the operator of the Service. "You" means the person who registers and, where you register on behalf of an institution, that institution.',
    ),
    p(
      'By creating an account or using the Service you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the Service.',
    ),
    h2('1. Who may register', [
      p('You may register only if:'),
      ul(
        'you are at least 18 years old and able to enter into a binding contract under Indian law;',
        'you are the owner of the institution you register, or are authorised by it to accept these terms on its behalf; and',
        'the details you give us, including your name, e-mail address, phone number and the institution’s name, are true and kept up to date.',
      ),
    ]),
    h2('2. Your account', [
      p(
        'You register with an e-mail address that you must verify before you can log in. Keep your password secret and do not share your account. You are responsible for everything done through your account and through the accounts you create for your staff. Tell us at once at ' +
          SUPPORT +
          ' if you believe your account has been used without your permission.',
      ),
      p(
        'When you activate your institution from the dashboard, we set up a separate workspace for it (your "tenant") with its own admin portal address. You choose which features to activate, such as NCERT courses for the classes you teach, and you may deactivate the tenant at any time.',
      ),
    ]),
    h2('3. The Service is free', [
      p(
        'We do not charge institutions, teachers, students or parents for the Service, and we do not ask for card or bank details. If we ever offer an optional paid feature, it will be clearly marked, described in advance, and never required to keep using the features you already have.',
      ),
    ]),
    h2('4. Your institution’s data', [
      p(
        'Your institution owns the information it puts into the Service, such as details of students, parents, staff, classes, attendance, assessments and study material ("Institution Data"). You give us permission to store, process and display Institution Data only to provide the Service to you and your users, to keep it secure, and as the law requires.',
      ),
      p(
        'For personal data in Institution Data, your institution is the Data Fiduciary under the Digital Personal Data Protection Act, 2023 and Shala processes it on your behalf and on your instructions. You are responsible for:',
      ),
      ul(
        'having a lawful basis, including any consent needed, for the personal data you enter;',
        'obtaining the verifiable consent of a parent or lawful guardian before entering the personal data of a student under 18;',
        'giving your staff access only to what their role requires, and removing access when they leave; and',
        'answering requests from students, parents and staff about their data, with our help where you need it.',
      ),
      p(
        'We will not sell Institution Data, use it for advertising, or use it to track or profile students. Our Privacy Policy explains how we protect it.',
      ),
    ]),
    h2('5. Acceptable use', [
      p('You and your users must not:'),
      ul(
        'break any law, or use the Service to harass, threaten, defame or discriminate against anyone;',
        'upload content you have no right to share, or that infringes anyone’s copyright or other rights;',
        'upload content that is obscene, harmful to children, or otherwise unlawful under the Information Technology Act, 2000 and the rules made under it;',
        'try to access another institution’s data or anyone else’s account, or probe, scan or test the Service’s security without our written permission;',
        'upload viruses or malicious code, or overload, disrupt or reverse engineer the Service; or',
        'resell the Service or use it to build a competing product.',
      ),
      p(
        'We may remove content that breaks these rules and suspend accounts involved, as described in section 10.',
      ),
    ]),
    h2('6. AI features', [
      p(
        'Some features, such as the AI assistant and the assessment generator, produce text automatically. Their answers can be wrong or incomplete. Teachers should review generated questions and explanations before using them, and students should check important answers with their teachers. Do not enter sensitive personal data into AI features.',
      ),
    ]),
    h2('7. Our intellectual property', [
      p(
        'The Service, its software, design and content, other than Institution Data, belong to Shala or its licensors. We give you a limited, non-exclusive, non-transferable right to use the Service for your institution’s educational and administrative work while these terms apply. Feedback you send us may be used to improve the Service without any obligation to you.',
      ),
    ]),
    h2('8. Availability and changes to the Service', [
      p(
        'We work to keep the Service available and secure, but we do not promise that it will be uninterrupted or free of errors. We may need to pause it for maintenance, usually outside school hours. We may add, change or remove features; where a change materially reduces what you can do, we will tell you in advance by e-mail or in the dashboard.',
      ),
      p(
        'The teacher and student apps are distributed through the Apple App Store and Google Play, whose own terms also apply to downloading them.',
      ),
    ]),
    h2('9. Disclaimers and limitation of liability', [
      p(
        'The Service is provided free of charge and "as is". To the extent the law allows, we exclude all warranties not set out in these terms, including fitness for a particular purpose. You remain responsible for your institution’s academic, administrative and legal decisions, including marks, attendance records and report cards, and for keeping your own copies of records you are required by law to keep.',
      ),
      p(
        'To the extent the law allows, Shala is not liable for indirect or consequential loss, loss of profit, or loss of data caused by events outside our reasonable control. Nothing in these terms limits liability that cannot be limited under Indian law, including for fraud.',
      ),
    ]),
    h2('10. Suspension and closing your account', [
      p(
        'You may stop using the Service and ask us to close your account at any time by writing to ' +
          SUPPORT +
          '. We may suspend or close an account that breaks these terms or the law, or that puts other users or the Service at risk; unless the law or the risk prevents it, we will tell you why and give you a chance to respond first.',
      ),
      p(
        'When an account is closed, we give the institution 30 days to export its Institution Data, then delete it, except what the law requires us to keep.',
      ),
    ]),
    h2('11. Changes to these terms', [
      p(
        'We may update these terms. We will publish the new version on this page with its effective date and, for material changes, e-mail registered owners at least 30 days before it takes effect. If you continue to use the Service after that date, the new terms apply; if you do not agree, you may close your account.',
      ),
    ]),
    h2('12. Law and disputes', [
      p(
        'These terms are governed by the laws of India. Before going to court, please write to us at ' +
          SUPPORT +
          ' so we can try to resolve the matter within 30 days. Disputes that cannot be resolved this way will be decided by the competent courts in India.',
      ),
    ]),
    h2('13. Contact', [
      p(
        'Questions about these terms: ' +
          SUPPORT +
          '. Questions or complaints about personal data: our Grievance Officer at ' +
          CONTACT +
          ', as set out in the Privacy Policy.',
      ),
    ]),
  ],
};

const privacyV1: LegalDocument = {
  heading: 'Privacy Policy',
  content: [
    p(
      'This policy explains how Shala handles personal data when you visit our website, register your institution, use the dashboard, or contact us, and how your institution’s data is protected when it uses the admin portal and the Shala apps. It is written to meet India’s Digital Personal Data Protection Act, 2023 (the "DPDP Act"). The words "personal data", "Data Principal", "Data Fiduciary", "Data Processor" and "personal data breach" have the meanings the DPDP Act gives them.',
    ),
    h2('1. Who is responsible for your data', [
      p(
        'For the personal data of owners who register with us and of visitors who contact us, Shala is the Data Fiduciary: we decide why and how it is processed.',
      ),
      p(
        'For the personal data an institution enters into its own workspace (students, parents and staff), the institution is the Data Fiduciary and Shala is its Data Processor: we process that data only on the institution’s instructions and to provide the Service. Students, parents and staff should direct requests about that data to their institution first; we help institutions answer them.',
      ),
    ]),
    h2('2. What we collect', [
      h3('When you register and use the dashboard', [
        ul(
          'your first and last name, e-mail address and phone number;',
          'your institution’s name and the tenant details created for it;',
          'your password, which we store only as a one-way hash and can never read;',
          'the features you activate and deactivate for your tenant.',
        ),
      ]),
      h3('When you contact us', [p('Your name, e-mail address, the subject and your message.')]),
      h3('Automatically', [
        ul(
          'technical records of requests to our servers: IP address, date and time, the page or address requested, browser type and error details, used for security and to keep the Service working;',
          'if analytics is enabled on the site, the pages viewed and searches made on the website, without your name or e-mail address.',
        ),
        p(
          'We do not use advertising cookies, we do not sell personal data, and we do not track or profile children.',
        ),
      ]),
    ]),
    h2('3. Why we use it', [
      p('We process personal data only for these purposes:'),
      ul(
        'to create and verify your account, log you in and keep your session secure;',
        'to set up, run, activate and deactivate your institution’s tenant;',
        'to send the e-mails the Service needs, such as verification links, password reset links and notices about your account or these policies;',
        'to answer your messages and support requests;',
        'to protect the Service and its users against fraud, abuse and attacks, including limiting repeated attempts; and',
        'to meet our legal obligations, such as responding to lawful requests from authorities.',
      ),
      p('We will ask for fresh consent before using your personal data for any other purpose.'),
    ]),
    h2('4. Consent, and withdrawing it', [
      p(
        'When you register, we ask for your consent to process your personal data for the purposes in section 3, in a notice you can read before you agree. Your consent must be free, specific, informed, unconditional and unambiguous: registration is the clear affirmative action by which you give it.',
      ),
      p(
        'You can withdraw your consent at any time, as easily as you gave it, by writing to ' +
          CONTACT +
          ' from your registered e-mail address or by asking us to close your account. After withdrawal we stop processing your personal data and delete it within 30 days, unless the law requires us to keep it. Withdrawal does not affect processing that took place before it. Because an account cannot work without this data, withdrawing consent closes the account.',
      ),
    ]),
    h2('5. Children’s data', [
      p(
        'Owners who register with Shala must be 18 or older. Under the DPDP Act, anyone under 18 is a child. Institutions that enter students’ data in their workspace must obtain verifiable consent from a parent or lawful guardian before doing so, as our Terms & Conditions require. We do not process children’s data in any way likely to harm their well-being, and we do not track, monitor the behaviour of, or direct advertising at children.',
      ),
    ]),
    h2('6. Your rights as a Data Principal', [
      p('Under the DPDP Act you have the right to:'),
      ul(
        {
          text: 'access information about your personal data:',
          content: [
            ul(
              'a summary of the personal data we process and what we do with it;',
              'the identities of the other Data Fiduciaries and Data Processors we have shared it with, and what we shared.',
            ),
          ],
        },
        'have inaccurate or misleading personal data corrected, incomplete data completed, and outdated data updated;',
        'have your personal data erased when it is no longer needed for the purpose you gave it for, unless the law requires us to keep it;',
        'have your grievances redressed, as set out in section 7; and',
        'nominate another person to exercise these rights for you in the event of your death or incapacity.',
      ),
      p(
        'To exercise a right, write to ' +
          CONTACT +
          ' from your registered e-mail address. We may ask you to confirm your identity before acting. We answer within 30 days. You can correct your name and other profile details yourself in the dashboard.',
      ),
      h3('Your duties', [
        p(
          'The DPDP Act also asks Data Principals not to impersonate anyone, not to suppress material information when giving their details, and not to file false or frivolous grievances.',
        ),
      ]),
    ]),
    h2('7. Grievances and our Grievance Officer', [
      p(
        'If you have a question or complaint about how we handle personal data, contact our Data Protection and Grievance Officer:',
      ),
      ul('Grievance Officer, Shala', `E-mail: ${CONTACT}`, 'Subject line: "Data protection grievance"'),
      p(
        'We acknowledge every grievance within 2 working days and resolve it within 30 days of receiving it, telling you what we did. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
      ),
    ]),
    h2('8. Sharing', [
      p('We share personal data only:'),
      ul(
        'with service providers who host our servers, send our e-mail, or help us keep the Service secure, under written contracts that allow them to use it only on our instructions and require them to protect it;',
        'within your institution, as your institution’s settings allow (for example, a teacher sees the students of their own sections); and',
        'when the law requires it, such as a lawful order of a court or a government authority.',
      ),
      p(
        'Where data is processed outside India, we do so only as the DPDP Act and the Government of India permit, with the same protections.',
      ),
    ]),
    h2('9. How long we keep it', [
      ul(
        'Account data: for as long as your account is open, and deleted within 30 days after it closes.',
        'Institution Data: for as long as the institution uses the Service; after closure the institution has 30 days to export it, then it is deleted.',
        'Contact messages: up to 1 year after our last reply.',
        'Security logs: 180 days, as Indian cybersecurity rules require, unless needed longer to investigate an incident.',
      ),
      p('We may keep data longer only where the law requires it, and only for that purpose.'),
    ]),
    h2('10. Security', [
      p(
        'We protect personal data with reasonable security safeguards, including: encryption in transit (HTTPS); passwords stored only as strong one-way hashes; session and one-time tokens stored only as hashes and expired automatically; separation of each institution’s data; role-based access for institution staff; access to production systems limited to the people who need it; limits on repeated login attempts; and regular backups.',
      ),
    ]),
    h2('11. If a data breach happens', [
      p(
        'If a personal data breach affects your data, we will inform you and the Data Protection Board of India without delay. Our notice will describe, in plain language, what happened and when, the data involved, the likely consequences for you, what we have done and are doing to limit the harm, the steps you can take to protect yourself, and whom to contact. When the breach concerns Institution Data, we will inform the institution without delay and help it notify the people affected.',
      ),
    ]),
    h2('12. Changes to this policy', [
      p(
        'We will publish any new version of this policy on this page with the date it takes effect, and e-mail registered owners about material changes before they take effect. Where a change needs your consent, we will ask for it.',
      ),
    ]),
  ],
};

export const legalDocumentSeeds: readonly LegalDocumentSeed[] = [
  { type: 'TERMS_AND_CONDITIONS', version: 1, effectiveAt: '2025-06-08T00:00:00+05:30', document: termsV1 },
  { type: 'PRIVACY_POLICY', version: 1, effectiveAt: '2025-06-08T00:00:00+05:30', document: privacyV1 },
  { type: 'PRIVACY_POLICY', version: 2, effectiveAt: '2026-11-24T00:00:00+05:30', document: privacyV2 },
];
