// The privacy policy's second version: everything the first says, plus what schools keep in the
// school portal about students and guardians (docs/requirements/students.md#privacy): the school
// as Data Fiduciary and Shala as its Data Processor, verifiable guardian consent, no tracking on
// portals, the audit log, requests through the school, retention, breach notice under the DPDP
// Rules, 2025, and the Grievance Officer. Sections were renumbered around the new ones, and the
// cross-references with them.
import type { LegalDocument } from '@common/legal-content';
import { PRIVACY_CONTACT as CONTACT, h2, h3, p, ul } from './legal-blocks';

export const privacyV2: LegalDocument = {
  heading: 'Privacy Policy',
  content: [
    p(
      'This policy explains how Shala handles personal data when you visit our website, register your institution, use the dashboard, or contact us, and how your institution’s data is protected when it uses the admin portal, the school portal and the Shala apps. It is written to meet India’s Digital Personal Data Protection Act, 2023 (the "DPDP Act") and the Digital Personal Data Protection Rules, 2025 (the "DPDP Rules"). The words "personal data", "Data Principal", "Data Fiduciary", "Data Processor" and "personal data breach" have the meanings the DPDP Act gives them.',
    ),
    h2('1. Who is responsible for your data', [
      p(
        'For the personal data of owners who register with us and of visitors who contact us, Shala is the Data Fiduciary: we decide why and how it is processed.',
      ),
      p(
        'For the personal data an institution enters into its own workspace (students, parents and staff), the institution is the Data Fiduciary and Shala is its Data Processor: we process that data only on the institution’s instructions and to provide the Service. Students, parents and staff should direct requests about that data to their institution first; we help institutions answer them.',
      ),
      h3('Schools and the school portal', [
        p(
          'A school keeps its students’ and guardians’ records in its own school portal. The school decides what to record, why, who among its staff may see or change it, and how long to keep it; it answers to students and guardians for that data. Shala stores and processes those records only to run the school’s portal for it, keeps each school’s records apart from every other school’s, and never uses them for its own purposes.',
        ),
      ]),
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
    h2('3. Student and guardian data schools keep in Shala', [
      p(
        'A school that uses the school portal may keep these records there, entered by its staff one by one or imported from a spreadsheet:',
      ),
      ul(
        'about each student: admission number, name, date of birth, gender, class and section, roll number, address, whether the student is still at the school or has left (and the date of leaving), and the dates the record was created and changed;',
        'about each guardian: name, relation to the student (mother, father, guardian, grandparent, sibling or other), phone number, e-mail address and preferred language. A guardian of two or more students at the same school, such as the parent of siblings, is kept once and linked to each of them;',
        'about consent: who gave it and their relation to the student, how the school verified that they are the child’s parent or lawful guardian, the date, the purposes it covers, and whether and when it was withdrawn;',
        'about the school’s own staff who use the portal: name, e-mail address, role, and the audit log of what they did with student data (section 11).',
      ),
      p(
        'A spreadsheet a school uploads to import records is checked and kept with that import only so that the import can run; it is used for nothing else. Schools should not enter in Shala data the portal does not ask for, such as health records, religion or caste, or identity numbers such as Aadhaar.',
      ),
    ]),
    h2('4. Why we use it', [
      p('We process personal data only for these purposes:'),
      ul(
        'to create and verify your account, log you in and keep your session secure;',
        'to set up, run, activate and deactivate your institution’s tenant;',
        'to send the e-mails the Service needs, such as verification links, password reset links and notices about your account or these policies;',
        'to answer your messages and support requests;',
        'to protect the Service and its users against fraud, abuse and attacks, including limiting repeated attempts; and',
        'to meet our legal obligations, such as responding to lawful requests from authorities.',
      ),
      p(
        'Student and guardian data is processed only to keep the school’s records and run the features the school uses for them, on the school’s instructions.',
      ),
      p('We will ask for fresh consent before using your personal data for any other purpose.'),
    ]),
    h2('5. Consent, and withdrawing it', [
      p(
        'When you register, we ask for your consent to process your personal data for the purposes in section 4, in a notice you can read before you agree. Your consent must be free, specific, informed, unconditional and unambiguous: registration is the clear affirmative action by which you give it.',
      ),
      p(
        'You can withdraw your consent at any time, as easily as you gave it, by writing to ' +
          CONTACT +
          ' from your registered e-mail address or by asking us to close your account. After withdrawal we stop processing your personal data and delete it within 30 days, unless the law requires us to keep it. Withdrawal does not affect processing that took place before it. Because an account cannot work without this data, withdrawing consent closes the account.',
      ),
    ]),
    h2('6. Children’s data', [
      p(
        'Owners who register with Shala must be 18 or older. Under the DPDP Act, anyone under 18 is a child. Institutions that enter students’ data in their workspace must obtain verifiable consent from a parent or lawful guardian before doing so, as our Terms & Conditions require. We do not process children’s data in any way likely to harm their well-being, and we do not track, monitor the behaviour of, or direct advertising at children.',
      ),
      h3('Verifiable guardian consent in the school portal', [
        p(
          'The school portal keeps, for each student, the consent a parent or lawful guardian gave: who gave it, how the school verified that this person is the child’s parent or guardian and an adult (for example from the signed admission form, in person, from a signed letter, or with a one-time code sent to the guardian’s phone), the date, and what it covers: the school keeping the child’s record in Shala, messages to guardians (such as absence alerts), and photos. A guardian can withdraw consent through the school at any time; the school records the withdrawal, which covers nothing from then on.',
        ),
        p(
          'Without a current consent to them, the features beyond the school’s own records stay off for that student: messages to the student’s guardians, such as absence alerts, are not sent. The portal shows the school’s staff which students have no consent to their record being kept in Shala, so the school can ask for it. Importing students from a spreadsheet records no consent: the school records each one.',
        ),
      ]),
    ]),
    h2('7. Your rights as a Data Principal', [
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
        'have your grievances redressed, as set out in section 8; and',
        'nominate another person to exercise these rights for you in the event of your death or incapacity.',
      ),
      p(
        'To exercise a right, write to ' +
          CONTACT +
          ' from your registered e-mail address. We may ask you to confirm your identity before acting. We answer within 30 days. You can correct your name and other profile details yourself in the dashboard.',
      ),
      h3('Requests about a student’s or guardian’s data', [
        p(
          'A student’s parent or guardian, or a guardian about their own details, asks the school: the school is the Data Fiduciary for that data and acts on the request in its portal. If you write to us instead, we pass your request to the school and help it answer. The school can:',
        ),
        ul(
          'give you everything it holds about the student in Shala: the record, the guardians, the consents and the audit log entries about the student, as a file you can read and keep;',
          'correct or complete the student’s or a guardian’s details; and',
          {
            text: 'erase the student’s personal data. Erasure removes the name, date of birth, gender, address and roll number, the guardians no other student shares (a guardian of a brother or sister only loses the link to this student), and the names in the consent records. It keeps what a school must keep about its pupils:',
            content: [
              ul(
                'the admission number, class and section, and the dates of admission and leaving;',
                'the audit log, including the entry that records the erasure and its reason.',
              ),
            ],
          },
        ),
      ]),
      h3('Your duties', [
        p(
          'The DPDP Act also asks Data Principals not to impersonate anyone, not to suppress material information when giving their details, and not to file false or frivolous grievances.',
        ),
      ]),
    ]),
    h2('8. Grievances and our Grievance Officer', [
      p(
        'If you have a question or complaint about how we handle personal data, contact our Data Protection and Grievance Officer:',
      ),
      ul('Grievance Officer, Shala', `E-mail: ${CONTACT}`, 'Subject line: "Data protection grievance"'),
      p(
        'We acknowledge every grievance within 2 working days and resolve it within 30 days of receiving it, telling you what we did; this is the period we publish for answering grievances and requests under the DPDP Rules. A grievance about data a school keeps goes to that school first; we help the school resolve it within the same period. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
      ),
    ]),
    h2('9. Sharing', [
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
    h2('10. No tracking on school portals', [
      p(
        'The school portal loads nothing from other websites: no third-party scripts, no analytics, no advertising, no tracking pixels, no social media widgets and no fonts or images served by others. What a school’s staff do in the portal is seen by no one outside Shala and the school, and is recorded only in the school’s own audit log.',
      ),
    ]),
    h2('11. The audit log', [
      p(
        'The school portal keeps a log of who did what with student data, so that a school can answer for how its staff used it. Each entry names the staff member, as named at the time, and when it happened. The log records when someone:',
      ),
      ul(
        'viewed a student’s record, or a page of the student list (the filters used and how many students it showed, not the students);',
        'created, changed (which details changed, not their values), moved to another section or marked as left a student;',
        'recorded or withdrew a consent;',
        'exported data: one student’s full record, or a list as a spreadsheet (the filters used and how many students it held);',
        'erased a student’s personal data, with the reason given; or',
        'imported records from a spreadsheet (the kind of records, the file’s name and how many records it created or changed).',
      ),
      p(
        'The log can only be added to: no one in the school, and no part of the portal, can change or delete an entry. It is kept for at least one year, and today for as long as the school uses Shala. Only the school’s owner and administrators can read it.',
      ),
    ]),
    h2('12. How long we keep it', [
      ul(
        'Account data: for as long as your account is open, and deleted within 30 days after it closes.',
        'Institution Data: for as long as the institution uses the Service; after closure the institution has 30 days to export it, then it is deleted.',
        'Student and guardian records: for as long as the school keeps them. A student who leaves stays in the school’s records, marked as left, until the school erases the student’s personal data or closes its account.',
        'Consent records, including withdrawn ones: as long as the student’s record, so that the school can show what consent it had and when.',
        'The audit log: at least one year, as the DPDP Rules require of such logs, and for as long as the school uses the Service.',
        'Contact messages: up to 1 year after our last reply.',
        'Security logs: 180 days, as Indian cybersecurity rules require, unless needed longer to investigate an incident.',
      ),
      p('We may keep data longer only where the law requires it, and only for that purpose.'),
    ]),
    h2('13. Security', [
      p(
        'We protect personal data with reasonable security safeguards, including: encryption in transit (HTTPS); passwords stored only as strong one-way hashes; session and one-time tokens stored only as hashes and expired automatically; separation of each institution’s data; role-based access for institution staff; access to production systems limited to the people who need it; limits on repeated login attempts; and regular backups.',
      ),
      p(
        'In the school portal, each school’s data is separated by the database itself, every request is checked against the staff member’s role, and taking student data out of the portal (an export or a student’s full record) needs its own permission, which the portal’s built-in Teacher role does not have.',
      ),
    ]),
    h2('14. If a data breach happens', [
      p(
        'If a personal data breach affects your data, we will inform you and the Data Protection Board of India without delay. Our notice will describe, in plain language, what happened and when, the data involved, the likely consequences for you, what we have done and are doing to limit the harm, the steps you can take to protect yourself, and whom to contact. When the breach concerns Institution Data, we will inform the institution without delay and help it notify the people affected.',
      ),
      p(
        'As the DPDP Rules require, the Data Fiduciary tells each affected person without delay, through their account or the contact details it holds, and tells the Data Protection Board of India without delay, then within 72 hours of becoming aware of the breach (or a longer period the Board allows) gives the Board a detailed report: the facts and reasons, what was done to limit the harm, what is known about who caused it, the measures taken so it does not happen again, and the notices sent to the people affected. For student and guardian data the school is the Data Fiduciary: we tell the school at once and give it everything it needs for these notices, in time for it to meet these deadlines.',
      ),
    ]),
    h2('15. Changes to this policy', [
      p(
        'We will publish any new version of this policy on this page with the date it takes effect, and e-mail registered owners about material changes before they take effect. Where a change needs your consent, we will ask for it.',
      ),
    ]),
  ],
};
