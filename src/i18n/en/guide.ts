// English texts of the user guide (docs/requirements/marketing.md#user-guide): the page's own
// words and every entry of the guide, which describes only screens that exist today (the site's
// registration and dashboard, and the school portal's areas). The entries' ids and screenshots
// are src/content/user-guide.ts; the Hindi guide (../hi/guide.ts) has the same keys.
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const guide = {
  heading: 'User Guide',
  lead: 'Step-by-step guides for every screen of Shala: registering, activating your institution and each area of your school’s portal.',
  metaDescription:
    'Step-by-step guides for Shala: registration, activating a school or coaching centre, members and roles, classes, students, import, employees, bells and timetables, attendance and the audit log.',
  topics: 'Guide topics',
  searchLabel: 'Search guides',
  searchPlaceholder: 'Search guides...',
  clearSearch: 'Clear search',
  noMatches: (query: string) => `No guides match “${query.trim()}”.`,
  featureCount: (count: number) => plural(count, 'guide', 'guides'),
  introHeading: 'Introduction',
  feature: 'Feature',
  steps: 'Steps',
  /** A screenshot's text for screen readers: its step's words follow as the caption. */
  screenshot: (step: number) => `Screenshot of step ${step}`,
  introduction: [
    'Shala has two parts you use in a browser: this website, where an institution’s owner registers and activates the institution, and the institution’s own portal, where the owner and the staff they invite run the school day. These guides follow the order in which a new school or coaching centre usually sets up: register, activate, invite staff, set up classes or courses, add students, build the timetable, then take attendance.',
    'Each guide lists its steps; where a screenshot was recorded from the real screen, it stands beside its step. Use the search box to find a guide, or open a topic on the left. Every guide has its own link: copy the address from your browser to share it with a colleague.',
  ],
  modules: {
    'getting-started': {
      title: 'Getting started',
      summary: 'Register your institution and activate it.',
      features: {
        register: {
          feature: 'Registration',
          title: 'Register your institution',
          description:
            '<p>Registering creates your account and your institution’s record. Shala sends a verification link to your e-mail address; open it within 24 hours.</p>',
          steps: [
            'Choose Register at the top of any page of the website.',
            'Enter your first and last name, your e-mail address, a password of at least 8 characters (the hint under it says how strong it is), your institution’s name and a phone number, and accept the terms.',
            'Choose Create account, then open the verification link in the mail Shala sends you: you land signed in on your dashboard.',
          ],
        },
        activate: {
          feature: 'Activation',
          title: 'Activate your school or coaching centre',
          description:
            '<p>Your dashboard shows your institution and its status. Activating sets up your institution’s portal in a few seconds; deactivating later keeps all your data.</p>',
          steps: [
            'Answer “School or coaching centre?”. A coaching centre needs no NCERT class: it adds its own courses and batches in the portal.',
            'A school may tick NCERT courses and a group of classes (for example Primary 1-5) as a starting point; it can add its own classes, such as Nursery or LKG, in the portal.',
            'Choose Activate Tenant and confirm. The steps of the setting up show where the button was; after a few seconds the status reads ACTIVE.',
            'Choose Open admin portal: your institution’s portal opens, signed in as you. Its address is shown in full on the dashboard.',
          ],
        },
      },
    },
    'signing-in': {
      title: 'Signing in to the portal',
      summary: 'How you and your staff reach the portal, and what to do after a forgotten password.',
      features: {
        'portal-sign-in': {
          feature: 'Portal sign-in',
          title: 'Sign in to your institution’s portal',
          description:
            '<p>Every member of your staff signs in at your portal’s own address, the one your dashboard shows. The portal can be read in English or Hindi: the switch is at the top of the sign-in page.</p>',
          steps: [
            'Open your portal’s address (bookmark it on the phone).',
            'Enter your e-mail address and password and choose Sign in.',
            'The portal’s home lists the areas your role lets you use.',
          ],
        },
        'forgot-password': {
          feature: 'Forgot password',
          title: 'Reset a forgotten portal password',
          description:
            '<p><strong>Note:</strong> the reset needs your <strong>tenant ID</strong> and your <strong>registered e-mail address</strong>. The tenant ID is the code shown on the owner’s dashboard, and it is the first part of your portal’s address, so opening that address is enough.</p>',
          steps: [
            'On your portal’s sign-in page, choose Forgot password.',
            'Enter the e-mail address you were registered or invited with.',
            'Open the link in the mail (it expires after 24 hours) and choose a new password.',
          ],
        },
      },
    },
    people: {
      title: 'Members and roles',
      summary: 'Invite your staff and decide what each of them may do.',
      features: {
        members: {
          feature: 'Members',
          title: 'Invite a member of staff',
          description:
            '<p>Under Members you invite staff by e-mail, give each a role, and turn a member’s access off when needed.</p>',
          steps: [
            'Open Members and fill in Invite a member: name, e-mail address, role and the invitation language.',
            'Choose Send invitation. The member opens the mail’s link, sets a password and is signed in.',
            'To stop someone’s access, disable them in the list; their records stay.',
          ],
        },
        roles: {
          feature: 'Roles',
          title: 'Roles and permissions',
          description:
            '<p>Built-in roles (for example Teacher) cover most schools. Under Roles you can create your own role and tick, area by area, what it may view, create, edit or export.</p>',
          steps: [
            'Open Roles and choose to add a role.',
            'Name it and tick its permissions for each area.',
            'Give the role to members under Members.',
          ],
        },
      },
    },
    academics: {
      title: 'Classes and subjects',
      summary: 'Your classes and sections, or a coaching centre’s courses and batches, and their subjects.',
      features: {
        classes: {
          feature: 'Academics',
          title: 'Set up classes, sections and subjects',
          description:
            '<p>Academics lists your classes in the order you choose. NCERT classes chosen at activation are a starting point: add, rename, reorder or remove classes, and give each its sections and subjects.</p>',
          steps: [
            'Open Academics to see your classes.',
            'Add a class (for example LKG) or rename one; a coaching centre adds a course (for example JEE 2027).',
            'Open a class to add its sections or batches, and its subjects.',
          ],
        },
      },
    },
    students: {
      title: 'Students',
      summary: 'Students with their guardians and consent, one at a time or from a spreadsheet.',
      features: {
        'add-student': {
          feature: 'Add a student',
          title: 'Add a student with guardians',
          description:
            '<p>A student’s record holds the admission number, the section, the guardians and what each guardian agreed to. Every view and change is written to the audit log.</p>',
          steps: [
            'Open Students and choose to add a student.',
            'Enter the student’s details and section, and each guardian’s name, phone and e-mail.',
            'Record the guardian’s consent: absence alerts go only to guardians who agreed to messages.',
          ],
        },
        import: {
          feature: 'Import',
          title: 'Import students from a spreadsheet',
          description:
            '<p>Import reads an Excel or CSV file filled in from the template. A dry run checks every row before anything is saved.</p>',
          steps: [
            'Open Import, choose what to import and download the template.',
            'Fill it in and upload it: the dry run lists each problem with its row and column.',
            'Fix the file and upload again, or import only the good rows.',
          ],
        },
      },
    },
    employees: {
      title: 'Employees',
      summary: 'Your teachers and other staff, for timetables and attendance.',
      features: {
        employees: {
          feature: 'Employees',
          title: 'Add employees',
          description:
            '<p>Employees are the people of your institution’s staff, whether or not they sign in to the portal; timetables name them as teachers.</p>',
          steps: [
            'Open Employees and add an employee with their name and details.',
            'Choose Invite as member for an employee who also signs in to the portal.',
            'Many at once: import them from a spreadsheet under Import.',
          ],
        },
      },
    },
    timetable: {
      title: 'Bells and timetable',
      summary: 'The bell schedule of each learning centre, and each section’s week.',
      features: {
        bells: {
          feature: 'Bell schedule',
          title: 'Set the bell schedule',
          description:
            '<p>The bell schedule gives each weekday its periods and breaks, per learning centre.</p>',
          steps: [
            'Open Timetable, then Bell schedule.',
            'Choose the learning centre and weekday, and add each period with its start and end time.',
          ],
        },
        timetable: {
          feature: 'Timetable',
          title: 'Build a section’s week',
          description:
            '<p>A section’s timetable puts a subject and a teacher in each period. A teacher who is already busy at that time is refused with the clash named.</p>',
          steps: [
            'Open Timetable and choose a section.',
            'Choose a period and set its subject and teacher.',
            'Teachers see their own periods under My week.',
          ],
        },
      },
    },
    attendance: {
      title: 'Attendance',
      summary: 'Take a class’s attendance, online or offline, and read the register.',
      features: {
        take: {
          feature: 'Take attendance',
          title: 'Take a class’s attendance',
          description:
            '<p>Every student starts present: mark only who is absent or late, then submit. Without a connection the attendance waits on the phone and is sent when it is back.</p>',
          steps: [
            'Open Attendance and choose the class.',
            'Tap the students who are absent or late.',
            'Choose Submit. Guardians with consent of the absent students get a message.',
          ],
        },
        register: {
          feature: 'Register',
          title: 'Read the register and the day’s summary',
          description:
            '<p>The register shows a section’s month; the daily summary shows which classes were taken today. Attendance settings choose per day or per period and when a day is locked.</p>',
          steps: [
            'Open Attendance, then the register, and choose a section and month.',
            'Open the settings to choose how attendance is taken.',
          ],
        },
      },
    },
    audit: {
      title: 'Audit log',
      summary: 'Who viewed, changed, exported or erased children’s data, and when.',
      features: {
        audit: {
          feature: 'Audit log',
          title: 'Read the audit log',
          description:
            '<p>The audit log records every view, change, export and erasure of a student’s data, with who did it and when. Nobody can change or delete its entries.</p>',
          steps: ['Open Audit log to read the latest entries, newest first.'],
        },
      },
    },
  },
};
