// The video user guide (docs/requirements/marketing.md#user-guide): every module and feature the
// guide lists, each with a title, a video and an HTML description (sanitized before display).
// Videos are mp4 files under VITE_GUIDE_VIDEO_BASE (default /videos/user-guide), at
// `<base>/<module id>/<feature id>.mp4`, each with English captions beside it in a `.vtt` file.

export interface GuideSection {
  /** URL id (`?feature=`), unique within its module. */
  id: string;
  /** The feature's name, shown as its tag and in the left panel. */
  feature: string;
  title: string;
  /** Video file, relative to the video base. */
  video: string;
  /** HTML; rendered only after DOMPurify. */
  description: string;
}

export interface GuideModule {
  /** URL id (`?module=`). */
  id: string;
  title: string;
  summary: string;
  features: readonly GuideSection[];
}

export const guideIntroduction: readonly string[] = [
  'Shala has three parts: the admin portal, where an institution owner and the staff they invite set up and run the institution; the teacher app, for faculty; and the student app. These videos follow the order in which a new institution usually sets things up: register, log in, onboard your learning centres, build the academic structure, add employees, create classes and timetables, then bring teachers and students onto their apps.',
  'Each video is a few minutes long and has the same steps written below it, so you can follow along without sound or look up a single step later. Use the search box to find a feature, or open a module on the left. Every video has its own link: copy the address from your browser to share the exact step with a colleague.',
];

function section(module: string, id: string, feature: string, title: string, description: string) {
  return { id, feature, title, video: `${module}/${id}.mp4`, description };
}

export const guideModules: readonly GuideModule[] = [
  {
    id: 'registration',
    title: 'Registration',
    summary: 'Create your institution’s account.',
    features: [
      section(
        'registration',
        'register',
        'Registration',
        'Register your institution',
        '<p>Open <strong>Register</strong> on the Shala website and enter your first and last name, your e-mail address, a password of at least 8 characters, your institution’s name and a phone number. Tick the box to accept the terms and conditions, then choose <strong>Create account</strong>.</p><p>Shala sends a verification link to your e-mail address. Open it within 24 hours to verify the address; you can then log in and activate your institution from the dashboard.</p>',
      ),
    ],
  },
  {
    id: 'login-admin-portal',
    title: 'Login Admin Portal',
    summary: 'Sign in to your institution’s admin portal, and recover access if you forget your password.',
    features: [
      section(
        'login-admin-portal',
        'first-login',
        'First login',
        'Log in to the admin portal for the first time',
        '<p>After your tenant is activated, your dashboard shows the address of your admin portal. Open it and log in with the e-mail address and password you registered with.</p><ol><li>Open the admin portal address shown on your dashboard.</li><li>Enter your registered e-mail address and your password.</li><li>On the first login, check your institution’s details and complete your profile.</li></ol><p>Bookmark the portal address: it is the same for every member of your staff.</p>',
      ),
      section(
        'login-admin-portal',
        'forgot-password',
        'Forgot password',
        'Reset a forgotten admin portal password',
        '<p>On the admin portal’s login screen, choose <strong>Forgot password</strong>.</p><p><strong>Note:</strong> this step needs your <strong>tenant ID</strong> and the <strong>registered e-mail address</strong> of your account. Your tenant ID is the code shown on your Shala dashboard.</p><ol><li>Enter your tenant ID.</li><li>Enter the e-mail address you registered with.</li><li>Open the reset link we e-mail you (it expires after 24 hours) and choose a new password.</li></ol>',
      ),
    ],
  },
  {
    id: 'onboard',
    title: 'Onboard',
    summary: 'Add all your branches and learning centres at once.',
    features: [
      section(
        'onboard',
        'bulk-upload',
        'Bulk upload',
        'Bulk upload learning centres from a template',
        '<p>If your institution has several branches or learning centres, add them all in one go instead of one at a time.</p><ol><li>In the admin portal, open <strong>Onboard</strong> and download the template spreadsheet.</li><li>Fill in one row per learning centre: its name, code, address, city, state, PIN code and contact details. Do not rename or reorder the columns.</li><li>Upload the completed file. Shala checks every row and lists any problems with their row numbers.</li><li>Correct the rows shown and upload again until every centre is accepted.</li></ol>',
      ),
    ],
  },
  {
    id: 'academics',
    title: 'Academics',
    summary: 'Build the academic structure: curriculum, courses, subjects and syllabus.',
    features: [
      section(
        'academics',
        'curriculum',
        'Curriculum',
        'Set up your curriculum',
        '<p>A curriculum is the framework your institution follows, such as CBSE, a state board, or a coaching programme for JEE or NEET. Everything else in Academics hangs from it.</p><ol><li>Open <strong>Academics → Curriculum</strong> and choose <strong>Add curriculum</strong>.</li><li>Enter its name and a short description, and save.</li></ol>',
      ),
      section(
        'academics',
        'course',
        'Course',
        'Create courses',
        '<p>A course is what a group of students studies over a period, for example <em>Class 8</em> under CBSE or <em>NEET 2027 two-year programme</em>.</p><ol><li>Open <strong>Academics → Course</strong> and choose <strong>Add course</strong>.</li><li>Pick its curriculum, enter the name, duration and the classes or batches it applies to, and save.</li></ol>',
      ),
      section(
        'academics',
        'subject',
        'Subject',
        'Add subjects to a course',
        '<p>Add each subject a course teaches, such as Mathematics, Science or Physics, with its subject code.</p><ol><li>Open <strong>Academics → Subject</strong>.</li><li>Choose the course, add the subjects one by one, and save.</li></ol><p>Teachers are later assigned to subjects, and study material and assessments are filed under them.</p>',
      ),
      section(
        'academics',
        'syllabus',
        'Syllabus',
        'Write the syllabus for a subject',
        '<p>The syllabus lists the units and chapters of a subject in teaching order. Teachers mark their progress against it in the teacher app, and students see it in the student app.</p><ol><li>Open <strong>Academics → Syllabus</strong> and pick the course and subject.</li><li>Add units, then the chapters or topics inside each unit, with the number of periods planned for each.</li><li>Save. You can reorder chapters later; progress already recorded is kept.</li></ol>',
      ),
    ],
  },
  {
    id: 'employee-management',
    title: 'Employee Management',
    summary: 'Record your staff: designations, departments and employees.',
    features: [
      section(
        'employee-management',
        'designation',
        'Designation',
        'Create designations',
        '<p>Designations are the job titles in your institution, such as Principal, PGT, TGT, Lab Assistant or Accountant.</p><ol><li>Open <strong>Employee Management → Designation</strong>.</li><li>Add each designation and save.</li></ol>',
      ),
      section(
        'employee-management',
        'department',
        'Department',
        'Create departments',
        '<p>Departments group your staff, for example Science, Languages, Administration and Transport.</p><ol><li>Open <strong>Employee Management → Department</strong>.</li><li>Add each department, optionally with a head of department, and save.</li></ol>',
      ),
      section(
        'employee-management',
        'employee',
        'Employee',
        'Add employees',
        '<p>Add each member of staff with their designation and department. Teachers added here can then log in to the teacher app.</p><ol><li>Open <strong>Employee Management → Employee</strong> and choose <strong>Add employee</strong>.</li><li>Enter the name, e-mail address, mobile number, designation, department and date of joining.</li><li>Save. The employee receives an e-mail with their login details.</li></ol>',
      ),
    ],
  },
  {
    id: 'learning-center',
    title: 'Learning Center',
    summary: 'Set up each learning centre: classes, timetables and students.',
    features: [
      section(
        'learning-center',
        'class',
        'Class',
        'Create classes and sections',
        '<p>Create the classes (or batches) of a learning centre and their sections, and assign a class teacher to each.</p><ol><li>Open <strong>Learning Center</strong>, pick the centre, and open <strong>Class</strong>.</li><li>Add a class, choose its course, add sections such as A and B with their capacity, and pick each section’s class teacher.</li></ol>',
      ),
      section(
        'learning-center',
        'timetable',
        'Timetable',
        'Build the timetable',
        '<p>Build a weekly timetable for each section. Shala warns you when a teacher or a room is booked twice.</p><ol><li>Open <strong>Learning Center → Timetable</strong> and pick the section.</li><li>Define the periods of the day, then place a subject and a teacher in each slot.</li><li>Publish. Teachers and students see the timetable in their apps at once.</li></ol>',
      ),
      section(
        'learning-center',
        'student-onboarding',
        'Student onboarding',
        'Onboard students',
        '<p>Add students one by one or from a template, and place each in a class and section.</p><ol><li>Open <strong>Learning Center → Student Onboarding</strong>.</li><li>Add a student’s name, date of birth, admission number, class and section, and a parent’s name, e-mail and mobile number; or download the template, fill it in and upload it.</li><li>Save. Students receive their login details for the student app.</li></ol><p>Students under 18 are children under India’s DPDP Act: collect a parent’s consent at admission.</p>',
      ),
    ],
  },
  {
    id: 'assessment-and-performance',
    title: 'Assessment and Performance',
    summary: 'Create assessments, generate questions with AI, and follow performance.',
    features: [
      section(
        'assessment-and-performance',
        'assessments',
        'Assessments',
        'Create and schedule assessments',
        '<p>Create a test for one or more sections, add questions, and schedule it. Students take it in the student app; objective questions are marked automatically.</p><ol><li>Open <strong>Assessment and Performance → Assessments</strong> and choose <strong>New assessment</strong>.</li><li>Pick the course, subject, chapters and sections, and set the date, duration and marks.</li><li>Add questions from the question bank or write new ones, then publish.</li><li>After the test, open it to see scores, ranks and chapter-wise performance.</li></ol>',
      ),
      section(
        'assessment-and-performance',
        'ai-generator',
        'AI generator',
        'Generate questions with the AI generator',
        '<p>The AI generator drafts questions from your syllabus so you can build a test in minutes.</p><ol><li>In a new assessment, choose <strong>Generate with AI</strong>.</li><li>Pick the chapters, the question types (multiple choice, short answer, case-based) and the difficulty.</li><li>Review every generated question: edit it, keep it or discard it. Nothing reaches students until a teacher approves it.</li></ol>',
      ),
    ],
  },
  {
    id: 'user-management',
    title: 'User Management',
    summary: 'Control who can do what with role-based access (RBAC).',
    features: [
      section(
        'user-management',
        'roles-and-permissions',
        'Roles and permissions',
        'Define roles and permissions (RBAC)',
        '<p>Define roles with exactly the permissions each job needs, then assign them to users. A subject teacher might enter marks only for their own sections; an accountant might see fees but not marks.</p><ol><li>Open <strong>User Management → Roles</strong> and choose <strong>Add role</strong>.</li><li>Name the role and tick the permissions it grants, module by module (view, create, edit, delete).</li><li>Open <strong>Users</strong>, pick a user and assign the role. A change takes effect at the user’s next login.</li></ol>',
      ),
    ],
  },
  {
    id: 'teacher-app',
    title: 'Teacher App',
    summary: 'Everything a teacher does on the phone.',
    features: [
      section(
        'teacher-app',
        'login',
        'Login',
        'Log in to the teacher app',
        '<p>Install the Shala teacher app from the App Store or Google Play. Log in with the e-mail address and password from the welcome e-mail your institution sent you.</p>',
      ),
      section(
        'teacher-app',
        'profile',
        'Profile',
        'Update your profile',
        '<p>Open <strong>Profile</strong> to check your name, photo, contact details, subjects and classes. Ask your administrator to correct anything you cannot edit yourself.</p>',
      ),
      section(
        'teacher-app',
        'change-password',
        'Change password',
        'Change your teacher app password',
        '<p>Open <strong>Profile → Change password</strong>, enter your current password, then the new one twice. Use at least 8 characters with upper and lower case letters, numbers and a special character.</p>',
      ),
      section(
        'teacher-app',
        'calendar',
        'Calendar',
        'Use the calendar',
        '<p>The calendar shows holidays, examinations, parent-teacher meetings and events published by your institution. Tap a date to see what is planned.</p>',
      ),
      section(
        'teacher-app',
        'schedule',
        'Schedule',
        'Check your teaching schedule',
        '<p><strong>Schedule</strong> lists your periods for the day and the week, with section, subject and room, taken from the published timetable. Substitutions appear here as soon as they are assigned.</p>',
      ),
      section(
        'teacher-app',
        'syllabus',
        'Syllabus',
        'View the syllabus',
        '<p>Open <strong>Syllabus</strong> to see the units and chapters of each subject you teach, in teaching order, with the periods planned for each.</p>',
      ),
      section(
        'teacher-app',
        'study-material',
        'Study material',
        'Share study material',
        '<p>Upload notes, worksheets, presentations and links for a chapter, and choose which sections see them.</p><ol><li>Open <strong>Study Material</strong> and pick the subject and chapter.</li><li>Add files or links, choose the sections, and publish.</li></ol><p>Keep files small so they open quickly on students’ phones.</p>',
      ),
      section(
        'teacher-app',
        'syllabus-progress',
        'Syllabus progress',
        'Record syllabus progress',
        '<p>After a class, mark the chapter or topic you covered. Your coordinator and principal see progress for every section, so they can plan revision before examinations.</p>',
      ),
      section(
        'teacher-app',
        'assessments',
        'Assessments',
        'Run assessments from the teacher app',
        '<p>Create a quick test for your sections, schedule it, and see results as students submit. Enter marks for written tests here too, so report cards fill themselves.</p>',
      ),
      section(
        'teacher-app',
        'ai-assistant',
        'AI assistant',
        'Use the AI assistant for teaching',
        '<p>Ask the AI assistant to explain a concept in simpler words, suggest examples from daily life, or draft practice questions for a chapter. Always check its answers before using them in class.</p>',
      ),
      section(
        'teacher-app',
        'online-class',
        'Online class',
        'Take an online class',
        '<p>Start a scheduled online class from <strong>Online Class</strong>. Students in the section are notified and join from their app. Share your screen or the whiteboard, and the recording is saved for students who missed it.</p>',
      ),
    ],
  },
  {
    id: 'student-app',
    title: 'Student App',
    summary: 'What students see and do in their app.',
    features: [
      section(
        'student-app',
        'login',
        'Login',
        'Log in to the student app',
        '<p>Install the Shala student app from the App Store or Google Play and log in with the details your institution sent to the student’s or parent’s e-mail.</p>',
      ),
      section(
        'student-app',
        'timetable',
        'Timetable',
        'See your timetable',
        '<p><strong>Timetable</strong> shows the day’s periods with subject, teacher and room, and any online class scheduled for your section.</p>',
      ),
      section(
        'student-app',
        'syllabus',
        'Syllabus',
        'Follow the syllabus',
        '<p>See every subject’s units and chapters, and which ones your teacher has already covered, so you always know what comes next.</p>',
      ),
      section(
        'student-app',
        'study-material',
        'Study material',
        'Open study material',
        '<p>Find notes, worksheets and links shared by your teachers, arranged by subject and chapter. Download files over Wi-Fi to read them later without using mobile data.</p>',
      ),
      section(
        'student-app',
        'assessments',
        'Assessments',
        'Take assessments',
        '<p>Open <strong>Assessments</strong> to see upcoming tests, take a test when it starts, and review your score, rank and chapter-wise performance afterwards.</p>',
      ),
      section(
        'student-app',
        'ai-assistant',
        'AI assistant',
        'Ask the AI assistant your doubts',
        '<p>Type or photograph a doubt and the AI assistant explains it step by step, using your syllabus. If a doubt needs your teacher, ask them in class or during doubt sessions.</p>',
      ),
      section(
        'student-app',
        'online-class',
        'Online class',
        'Join an online class',
        '<p>When your teacher starts a class, a notification appears; tap it, or open <strong>Online Class</strong>, to join. Missed it? The recording appears in the same place.</p>',
      ),
    ],
  },
];

/** Where the guide's mp4 files live: a static storage URL, or this site (the default). */
export const guideVideoBase: string = (import.meta.env.VITE_GUIDE_VIDEO_BASE ?? '/videos/user-guide').replace(
  /\/+$/,
  '',
);

export function guideVideoUrl(video: string): string {
  return `${guideVideoBase}/${video}`;
}

/** The WebVTT captions published beside each video. */
export function guideCaptionsUrl(video: string): string {
  return guideVideoUrl(video).replace(/\.mp4$/, '.vtt');
}
