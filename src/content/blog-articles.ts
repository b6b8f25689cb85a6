// The blog's six articles (docs/requirements/marketing.md#blog): typed static
// content, written for owners and teachers of Indian schools, coaching centres and tuition classes.
// Category and tag pages address them by lower-cased names (see src/views/blog/blog-index.ts).

export type BlogBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; ordered?: boolean; items: readonly string[] };

export interface BlogArticle {
  id: string;
  title: string;
  excerpt: string;
  author: string;
  /** What the author does, shown beside the name. */
  authorRole: string;
  /** Publication day, ISO 8601 (YYYY-MM-DD). */
  date: string;
  category: string;
  /** Path of the cover illustration under public/. */
  image: string;
  tags: readonly string[];
  body: readonly BlogBlock[];
}

const p = (text: string): BlogBlock => ({ kind: 'paragraph', text });
const h = (text: string): BlogBlock => ({ kind: 'heading', text });
const ul = (...items: string[]): BlogBlock => ({ kind: 'list', items });
const ol = (...items: string[]): BlogBlock => ({ kind: 'list', ordered: true, items });

export const blogArticles: readonly BlogArticle[] = [
  {
    id: 'digital-attendance',
    title: 'Digital Attendance in Indian Schools: From the Register to Same-Day Alerts',
    excerpt:
      'How schools move from paper registers to attendance on a teacher’s phone, so parents hear about an absence the same morning and the office stops re-typing registers at month end.',
    author: 'Meera Iyer',
    authorRole: 'Product lead, Shala',
    date: '2026-10-28',
    category: 'Technology',
    image: '/images/blog/digital-attendance.svg',
    tags: ['Attendance', 'Mobile Apps', 'Parents'],
    body: [
      p(
        'Most Indian schools still take attendance in a bound register. It works, but only in the classroom: the office finds out who was absent when the registers come back, the monthly summary is typed by hand, and a parent usually learns about a missed day from the child, if at all. Digital attendance does not change what teachers do in the first five minutes of a period. It changes what happens to the information afterwards.',
      ),
      h('What actually changes'),
      p(
        'With attendance on the teacher app, the class teacher opens the section, sees the roll list in roll-number order, and marks only the exceptions: absent, late or on leave. Everyone else is present by default, which keeps a class of forty-five to a few seconds of tapping. The record reaches the office the moment it is saved, so the front desk sees the day’s absentees before the first period ends.',
      ),
      ul(
        'The office no longer collects registers or re-types them into a spreadsheet at the end of the month.',
        'Parents can be told about an absence the same morning, while there is still time to act on it.',
        'Month-end and term-end attendance percentages are calculated, not counted by hand, which matters when board rules tie exam eligibility to attendance.',
        'Substitute teachers see the same roll list, so a period with a substitute is not a gap in the record.',
      ),
      h('Start with one section, not the whole school'),
      p(
        'The schools that switch smoothly pilot with two or three class teachers who are comfortable with a smartphone, for two weeks, while the paper register continues in parallel. That fortnight shows where the real friction is: a student list with spelling mistakes, a section that splits for language classes, a teacher without mobile data in a particular building. Fix those, then roll out one wing or one stage at a time.',
      ),
      ol(
        'Clean the student list first: names as on the admission record, roll numbers, section and a parent’s mobile number.',
        'Decide who marks attendance for each section and each period, including the substitute rule.',
        'Agree on the codes you will use. Present, absent, late and leave are enough for most schools.',
        'Tell parents what message they will receive and when, before the first one arrives.',
        'Keep the paper register for the pilot fortnight, then retire it for the sections that have switched.',
      ),
      h('Patchy internet is normal, plan for it'),
      p(
        'Many classrooms have weak mobile signal. A good attendance app saves the marks on the phone and sends them when the connection returns, so the teacher never waits on a spinner in front of the class. When you evaluate any system, switch the phone to airplane mode, mark a class, and check that nothing is lost when you switch it back.',
      ),
      h('Talk to parents before the alerts start'),
      p(
        'An unexpected message saying “your child is absent today” can alarm a parent whose child was in the medical room during roll call. Explain the process at the next parent-teacher meeting or in a circular: when attendance is taken, what counts as late, and whom to call if the message is wrong. Make correcting a mistaken mark easy for the class teacher, and the alerts quickly become something parents rely on.',
      ),
      h('Use the data, gently'),
      p(
        'Attendance data is most useful for spotting patterns early: a student who misses every Monday, a section whose attendance drops before unit tests, a bus route with frequent late arrivals. Review these monthly with the class teachers rather than publishing rankings. The aim is to reach a family before a pattern becomes a problem, not to embarrass anyone.',
      ),
      p(
        'Shala’s teacher app includes attendance for every section a teacher is assigned to, and the admin portal shows the school-wide picture. Attendance tracking in the owner dashboard is marked Coming Soon while we finish the reports; the guides in our user guide show the current flow step by step.',
      ),
    ],
  },
  {
    id: 'fee-collection-upi',
    title: 'Fee Collection Without the Queue: UPI, Reminders and Clean Receipts',
    excerpt:
      'A practical plan for collecting school and coaching fees on time: a clear fee structure, UPI and bank transfers alongside cash, polite reminders, and receipts that reconcile without a late night at the office.',
    author: 'Rohit Agarwal',
    authorRole: 'Customer success, Shala',
    date: '2026-10-09',
    category: 'Administration',
    image: '/images/blog/fee-collection.svg',
    tags: ['Fees', 'UPI', 'Parents'],
    body: [
      p(
        'Fee collection is where many institutions lose the most time. The first ten days of a quarter mean a queue at the accounts window, a cash box to count, receipts written in duplicate and, weeks later, a list of families who have not paid and nobody is sure whether they were reminded. Parents want to pay from their phones. The trick is to accept that without losing track of who paid what.',
      ),
      h('Publish one fee structure, in writing'),
      p(
        'Before you change how fees are collected, make sure every family can see what they owe and when. Put the structure for each class or batch in one place: tuition, transport, examination and activity charges, the instalment dates, the late fee rule and the sibling or merit concessions you offer. Most disputes at the counter come from a concession that was agreed verbally and never written down.',
      ),
      h('Offer UPI and bank transfer, keep cash possible'),
      p(
        'UPI has become the default way many Indian families pay, from a parent in a metro to a shopkeeper in a district town. Accepting it through your bank’s merchant QR code or a payment gateway costs little and removes most of the queue. Keep a cash and cheque counter for families who prefer it: a fee system should never push a family away because of how they pay.',
      ),
      ul(
        'Use a QR code or payment link tied to the institution’s current account, never a staff member’s personal UPI ID.',
        'Ask parents to add the student’s admission number in the payment remark, or use links that carry it automatically.',
        'Issue a receipt for every payment, whatever the mode, from the same numbered series.',
        'Reconcile bank credits against receipts every week, not only at the end of the quarter.',
      ),
      h('Reminders that parents do not mind'),
      p(
        'Reminders work when they are predictable and polite. A note a week before the due date, one on the day, and one a week after is usually enough. Address the parent by name, state the amount and the due date, and include how to pay. Avoid naming defaulters in class groups or sending reminders through the student: it embarrasses children and rarely speeds up payment.',
      ),
      h('Coaching centres: fees follow the batch'),
      p(
        'In a coaching centre the fee is usually tied to a batch and a course duration rather than an academic year, with instalments spread over the course and a registration amount up front. Link each student’s fee plan to their batch, so a student who moves from the evening to the weekend batch carries the right balance with them, and so that refunds under your written policy are calculated from the same record.',
      ),
      h('What to look at every month'),
      ol(
        'Collected against expected for the month, by class or batch.',
        'Families more than thirty days overdue, with the date of the last reminder.',
        'Concessions granted, by type and by who approved them.',
        'Unmatched bank credits that still need a receipt.',
      ),
      p(
        'None of this needs an expensive system. It needs one record per student that the accounts office, the principal and the parent all agree on. Fee management is part of Shala’s admin portal and, like everything else on the platform, it is free.',
      ),
    ],
  },
  {
    id: 'nep-2020-assessment',
    title: 'NEP 2020 in Practice: Competency-Based Assessment and Holistic Report Cards',
    excerpt:
      'What the National Education Policy 2020 asks of classroom assessment, how competency-based questions differ from recall questions, and a realistic way for a school to move its report cards towards a holistic progress card.',
    author: 'Dr. Kavita Menon',
    authorRole: 'Academic advisor, Shala',
    date: '2026-09-16',
    category: 'Policy',
    image: '/images/blog/nep-assessment.svg',
    tags: ['NEP 2020', 'Assessments', 'Report Cards'],
    body: [
      p(
        'The National Education Policy 2020 asks schools to assess understanding rather than memory. The policy says assessment should shift from testing rote memorisation to regular, formative, competency-based assessment that tests higher-order skills such as analysis, critical thinking and conceptual clarity. For a school owner or principal the question is practical: what do we change in our unit tests, our question papers and our report cards, and in what order?',
      ),
      h('Competency-based questions, with an example'),
      p(
        'A recall question asks a student to state a fact: “What is the formula for simple interest?” A competency-based question asks the student to use it in a situation they have not memorised: “Ravi’s family borrows ₹20,000 at 9% simple interest per year to buy a laptop for his studies. His sister offers to lend the same amount if they repay ₹23,000 after eighteen months. Which option costs the family less, and by how much?” The mathematics is the same. The second question shows whether the student understands when and why to use it.',
      ),
      p(
        'CBSE has been raising the share of competency-focused questions in its board papers over the last few years, in the form of case-based, source-based and assertion-reason items. Practising only recall questions in school tests leaves students unprepared for the papers they will actually sit.',
      ),
      h('Formative assessment is most of the work'),
      p(
        'The policy’s emphasis on regular, formative assessment means short, frequent checks during teaching, not more examinations. An exit question at the end of a period, a five-question quiz at the end of a topic, or a quick oral check all count, as long as the teacher uses the result to decide what to reteach. These low-stakes checks also give teachers the evidence a holistic report card needs.',
      ),
      ul(
        'Tag every question in your question bank with the chapter and the competency it tests, not only the marks.',
        'Keep a mix in every unit test: some recall, more application, a few that need reasoning across topics.',
        'Record formative checks in the same place as test marks, so a student’s progress is visible in one view.',
        'Share the competencies of the next unit with parents, so they know what their child is working towards.',
      ),
      h('From marks sheet to holistic progress card'),
      p(
        'NEP 2020 proposes a holistic, 360-degree progress card that reports not only marks but progress in each domain: cognitive, socio-emotional and physical, including self-assessment and peer assessment. PARAKH, the national assessment centre set up under NCERT, has published holistic progress card templates for the different stages of school. Few schools can switch in one term, and they do not need to.',
      ),
      ol(
        'Start with one stage, for example the foundational stage or the middle stage, where board pressure is lowest.',
        'Add short descriptive remarks per subject alongside marks, written against competencies.',
        'Introduce a student self-assessment page once a term, with simple prompts.',
        'Train teachers to write observations during the term, not only at report time.',
        'Review the card with parents at a meeting before making it the only report.',
      ),
      h('Where technology helps, and where it does not'),
      p(
        'Software cannot decide what a good question is, but it removes the clerical load that stops teachers from assessing more often. A question bank tagged by competency, tests generated from it, marks entered once on a phone, and report cards assembled automatically give teachers back the hours they would spend copying marks between registers. Shala’s assessment module and its AI question generator are built for exactly this, and every generated question is reviewed by a teacher before students see it.',
      ),
    ],
  },
  {
    id: 'coaching-batch-management',
    title: 'Running a Coaching Centre on Batches, Not Spreadsheets',
    excerpt:
      'Batches, timetables, test series and rank lists: how coaching centres preparing students for JEE, NEET and board exams can organise their operations so that every student, parent and faculty member sees the same schedule.',
    author: 'Arjun Mehta',
    authorRole: 'Coaching partnerships, Shala',
    date: '2026-08-21',
    category: 'Coaching',
    image: '/images/blog/coaching-batches.svg',
    tags: ['Batches', 'Timetables', 'Performance Analytics'],
    body: [
      p(
        'A coaching centre is organised around batches, not classes. The same student may sit in a morning foundation batch, a weekend test series and a doubt-clearing session, while a physics teacher teaches five batches across two branches. Spreadsheets cope with this until the first timetable clash, the first student who changes batches mid-course, or the first parent who asks why their child’s rank dropped.',
      ),
      h('Model the batch properly'),
      p(
        'A batch is a group of students following one course on one schedule with one set of faculty. Give every batch a clear name that says what it is, for example “NEET 2027 Dropper, Evening, Branch 2”, a start and end date, a capacity, and the course syllabus it follows. When a student joins, they join a batch; their timetable, study material, tests and fees follow from that single choice.',
      ),
      ul(
        'Keep one syllabus per course and attach it to every batch of that course, so progress can be compared across batches.',
        'Record batch transfers with a date, so attendance and test history stay with the student.',
        'Set a capacity per batch and per classroom, and let the timetable warn you when either is exceeded.',
      ),
      h('Timetables without clashes'),
      p(
        'Timetable clashes in coaching centres usually come from faculty shared across branches and batches. Build the timetable from three lists: batches, faculty availability and rooms. Publish it on the student and teacher apps rather than as an image in a messaging group, so a change made on Friday evening reaches everyone before Saturday’s class, and nobody studies from an old screenshot.',
      ),
      h('Test series and performance analytics'),
      p(
        'Students and parents judge a coaching centre by its tests. Run the test series on a fixed calendar, publish results within a day or two, and report more than the total.',
      ),
      ol(
        'Subject-wise and chapter-wise scores, so a student knows whether the problem is organic chemistry or time management.',
        'Rank within the batch and across all batches of the course, with the number of students who took the test.',
        'Accuracy and attempt rate, because negative marking punishes guessing in JEE and NEET.',
        'Trend over the last five tests, which is more honest than a single rank.',
      ),
      p(
        'Share rank lists with care. Publishing the full list to everyone motivates a few students and discourages many. Showing each student their own rank, percentile and trend, with the top performers recognised separately, keeps the competitive energy without public embarrassment.',
      ),
      h('Doubts are part of the course'),
      p(
        'Much of the real learning in coaching happens in doubt sessions. An AI assistant that answers routine doubts at eleven at night, with the faculty handling the questions it cannot, lets teachers spend their time where it matters most. Shala’s student app includes such an assistant, and the admin portal lets you see which topics generate the most questions, a useful signal for planning revision classes.',
      ),
      p(
        'Whatever tools you use, the principle is the same: one record per student and per batch, entered once and visible to the people who need it. That is what lets a growing centre add a branch without adding a back office.',
      ),
    ],
  },
  {
    id: 'online-classes-low-bandwidth',
    title: 'Online Classes That Work on a Patchy 4G Connection',
    excerpt:
      'Live and recorded classes for students in small towns and villages: how to teach online when students share a phone, data packs run out and the signal drops mid-lesson.',
    author: 'Sneha Kulkarni',
    authorRole: 'Teacher training, Shala',
    date: '2026-07-30',
    category: 'Teaching',
    image: '/images/blog/online-classes.svg',
    tags: ['Online Classes', 'Study Material', 'Mobile Apps'],
    body: [
      p(
        'For many students online learning happens on a parent’s phone, after the parent comes home, on a mobile data pack that has to last the month. A ninety-minute high-definition video lecture assumes none of that. Schools and coaching centres that teach well online design for the phone and the connection their students actually have.',
      ),
      h('Keep live sessions short and purposeful'),
      p(
        'Use live sessions for what needs a live teacher: explaining a hard concept, working through problems together, answering questions. Forty minutes is plenty. Ask students to keep their cameras off unless needed, share a whiteboard or slides rather than a camera pointed at a blackboard, and post the key points in writing afterwards for anyone whose connection dropped.',
      ),
      ul(
        'Announce live classes at least a day ahead, at the same time each week, so families can plan who uses the phone.',
        'Start with a two-minute recap, so late joiners are not lost.',
        'Stop every ten minutes for a question students answer in the chat or with a quick poll.',
        'End with one short task that can be done offline.',
      ),
      h('Record once, reuse all year'),
      p(
        'A short recorded explanation of a topic, ten to fifteen minutes long, serves students who missed the live class, students revising before a test, and next year’s batch. Recordings should be available at a lower quality for slow connections and, where the platform allows it, downloadable over Wi-Fi for viewing later without data.',
      ),
      h('Study material that opens on any phone'),
      p(
        'Large scanned PDFs are the most common complaint from students learning on phones. Type notes instead of scanning them, compress images, split a chapter into short documents, and prefer formats that open without a special app. Organise material by subject and chapter in the same order as the syllabus, so a student looking for the next topic finds it without scrolling through a group chat.',
      ),
      h('Check understanding, not attendance'),
      p(
        'Being logged in to a class does not mean learning. Short assessments after each topic, answerable on a phone in five minutes, tell the teacher who needs help. Combine them with an AI assistant for routine doubts between classes, and reserve the live session for the doubts that need a teacher.',
      ),
      h('Hybrid is here to stay'),
      p(
        'Most institutions now teach in the classroom and support learning online: recorded lessons for absentees, material on the app, tests on the phone, and the occasional live class during exams, monsoon closures or heat waves. Shala’s online class, study material and assessment features in the teacher and student apps are built for this hybrid week, and they run on modest Android phones.',
      ),
    ],
  },
  {
    id: 'student-data-dpdp-act',
    title: 'Student Data and the DPDP Act 2023: A Checklist for School Owners',
    excerpt:
      'India’s Digital Personal Data Protection Act, 2023 treats everyone under 18 as a child. What it means for the admission forms, apps and records of a school or coaching centre, and a checklist to start with.',
    author: 'Meera Iyer',
    authorRole: 'Product lead, Shala',
    date: '2026-06-18',
    category: 'Policy',
    image: '/images/blog/student-data-privacy.svg',
    tags: ['Data Privacy', 'DPDP Act', 'Parents'],
    body: [
      p(
        'Schools and coaching centres hold more personal data than most small businesses: names, dates of birth, addresses, parents’ phone numbers, photographs, marks, attendance, sometimes health information and Aadhaar numbers. The Digital Personal Data Protection Act, 2023 (the DPDP Act) sets out how any organisation in India must handle digital personal data, and it has specific rules for children. This article is a practical starting point, not legal advice: for your own institution, consult a lawyer.',
      ),
      h('The key ideas, in plain words'),
      ul(
        'The person the data is about is the “data principal”. For a student under 18, the parent or lawful guardian acts for them.',
        'Your institution decides why and how the data is processed, so it is the “data fiduciary” and is responsible for it, including what your software vendors do with it.',
        'Personal data may be processed for a lawful purpose with consent that is free, specific, informed, unconditional and unambiguous, or for certain legitimate uses the Act lists.',
        'Consent must be as easy to withdraw as it was to give.',
        'Data principals have the right to access a summary of their data, to have it corrected or erased, and to have grievances redressed.',
        'Personal data breaches must be reported to the Data Protection Board of India and to the affected people.',
      ),
      h('Children’s data needs extra care'),
      p(
        'The Act defines a child as anyone under 18, which covers almost every school student and most coaching students. Before processing a child’s personal data, an institution must obtain verifiable consent from the parent or lawful guardian. It must not process children’s data in a way likely to harm their well-being, and must not track, monitor the behaviour of, or target advertising at children.',
      ),
      h('A checklist to start with'),
      ol(
        'List what personal data you collect, where it is stored (paper, spreadsheets, apps, messaging groups) and who can see it.',
        'Remove fields you do not need. If the admission form asks for information you never use, stop collecting it.',
        'Rewrite the admission form’s consent section in plain language: what you collect, why, and how a parent can withdraw consent.',
        'Move class and parent communication out of personal messaging groups where phone numbers are visible to everyone.',
        'Give staff their own logins with permissions that match their role, and remove access the day someone leaves.',
        'Ask every software vendor where your data is stored, who can access it, and how they will tell you about a breach.',
        'Name a person parents can contact about their data, publish their contact details, and answer within a set time.',
        'Write down what you will do in the first 72 hours after a data breach, before you need it.',
      ),
      h('How this shapes the software you choose'),
      p(
        'Good tools make compliance easier: role-based access so a subject teacher sees only their own sections, audit trails of who changed what, data stored securely with access limited to people who need it, and an easy way to export or delete a student’s records when a parent asks. Shala was designed with these in mind; our privacy policy explains how we act as a processor for the institutions that use us and how we handle the data of owners who register with us.',
      ),
      p(
        'Compliance is not a one-time form. Review your data list each academic year, when admissions open, and whenever you add a new app or service. Parents increasingly ask how their children’s data is handled; a clear, honest answer is now part of a school’s reputation.',
      ),
    ],
  },
];
