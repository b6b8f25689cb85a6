// English texts of the dashboard, word for word (docs/requirements/README.md#fixed-texts).
import { validationMessages } from '@common/validation';

export const dashboard = {
  meta: { title: 'Dashboard' },
  heading: 'Dashboard',
  welcome: (name: string) => `Welcome, ${name}`,
  loading: 'Loading your institution...',
  retry: 'Try again',
  status: {
    deployed: 'ACTIVE',
    not_deployed: 'INACTIVE',
    failed: 'FAILED',
    unknown: 'Status Unknown',
  },
  details: {
    heading: 'Your institution',
    name: 'Name',
    description: 'Description',
    code: 'Code',
    owner: 'Owner',
    domain: 'Admin portal',
    createdAt: 'Created',
    email: 'Contact e-mail',
    phone: 'Contact phone',
    status: 'Status',
    features: 'Features',
    noFeatures: 'No features activated yet',
    ncertCourses: (classes: string) => `NCERT courses: ${classes}`,
    comingSoonFeature: (name: string) => `${name}: Coming Soon`,
    includedFeature: (name: string) => `${name}: in your portal`,
    kind: 'Type',
    kinds: { school: 'School', coaching: 'Coaching centre' },
  },
  picker: {
    /**
     * A class's name (the API's options are 'Class N', grade N;
     * docs/requirements/tenant.md#ncert-classes).
     */
    className: (grade: number) => `Class ${grade}`,
    heading: 'Choose features',
    lead: 'Pick what Shala sets up for your institution. You can change this whenever you activate again.',
    ncert: 'NCERT courses',
    ncertHint: 'Adds NCERT subjects and current textbooks for the classes you choose.',
    classes: 'Classes',
    groups: 'Select a group of classes',
    groupNames: {
      all: 'All',
      primary: 'Primary 1-5',
      middle: 'Middle 6-8',
      secondary: 'Secondary 9-10',
      seniorSecondary: 'Senior Secondary 11-12',
    },
    kindQuestion: 'School or coaching centre?',
    kindHints: {
      school:
        'Classes and sections. NCERT classes below are a starting point: you can add and rename your own.',
      coaching: 'Courses and batches of your own, made in the portal. No NCERT class is needed.',
    },
    included: 'In every portal',
    /** What every active portal has today (the portal's areas). */
    includedFeatures: [
      'Attendance Tracking',
      'Timetable and bells',
      'Students and guardians',
      'Spreadsheet import',
      'Members, roles and employees',
    ],
    upcoming: 'Upcoming features',
    liveClassroom: 'Live Classroom',
    attendanceTracking: 'Attendance Tracking',
    comingSoon: 'Coming Soon',
    chooseClass: 'Choose at least one class, or untick NCERT courses.',
  },
  activationHeading: 'Activate your institution',
  activate: 'Activate Tenant',
  activating: 'Activating...',
  confirmActivation: {
    heading: 'Activate your institution?',
    body: 'Shala will set up your institution with the features you chose. This takes a few seconds.',
    confirm: 'Yes, activate',
    cancel: 'Cancel',
    ownClasses:
      'You chose no NCERT class. That is fine: you can add your own classes (Nursery, LKG, Class 1 ...) in the portal.',
  },
  /** Where the Activate button was, while the institution is set up (about 4-5 s). */
  progress: {
    heading: 'Setting up your institution',
    steps: ['Request sent', 'Setting up classes and subjects', 'Portal ready'],
    done: 'done',
    current: 'in progress',
  },
  activationStarted: 'Activation started. This page updates in a few seconds.',
  refresh: 'Refresh',
  refreshing: 'Refreshing...',
  deactivate: 'Deactivate',
  deactivating: 'Deactivating...',
  confirmDeactivation: {
    heading: 'Deactivate your institution?',
    body: 'Students and staff lose access until you activate it again. All your data is kept.',
    confirm: 'Yes, deactivate',
    cancel: 'Cancel',
  },
  deactivated:
    'Your institution has been deactivated. Its data is kept, so you can activate it again at any time.',
  inProgress: {
    deploy: 'Activation in progress...',
    undeploy: 'Deactivation in progress...',
  },
  stalled: 'This is taking longer than usual. Refresh in a minute to see the latest status.',
  /** The school's own portal (docs/requirements/portal.md#getting-in). */
  portal: {
    heading: 'Admin portal',
    lead: "Your school's own portal, where your staff manage people and roles, employees, classes and subjects.",
    open: 'Open admin portal',
    opening: 'Opening the portal...',
    openFailed: 'The portal could not be opened. Please try again.',
  },
  errors: {
    fetchFailed: 'Failed to fetch tenant details. Please try again.',
    deployFailed: 'Deployment failed. Please try again.',
    deployError: 'An error occurred during deployment. Please try again.',
    undeployFailed: 'Undeployment failed. Please try again.',
    undeployError: 'An error occurred during undeployment. Please try again.',
  },
  /** The owner's account: change password, sign out everywhere. */
  account: {
    heading: 'Account security',
    lead: 'Change your password, or sign out on every device where your account is open.',
    changePassword: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    newPasswordHint: 'At least 8 characters; not a common password, your email address or institution name',
    save: 'Save new password',
    saving: 'Saving...',
    cancel: 'Cancel',
    changed: 'Your password has been changed. Every other session has been signed out.',
    signOutEverywhere: 'Sign out everywhere',
    confirmSignOut: {
      heading: 'Sign out everywhere?',
      body: 'You will be signed out on every device, including this one.',
      confirm: 'Yes, sign out everywhere',
      cancel: 'Cancel',
    },
    signingOut: 'Signing out...',
    validation: validationMessages,
    errors: {
      changeFailed: 'Password change failed. Please try again.',
      signOutFailed: 'Signing out everywhere failed. Please try again.',
      currentPasswordWrong: 'Current password is incorrect',
      passwordTooCommon: validationMessages.passwordTooCommon,
      passwordPersonal: validationMessages.passwordPersonal,
      rateLimited: 'Too many attempts for this account. Please wait a few minutes and try again.',
    },
  },
};
