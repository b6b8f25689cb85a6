// SPEC §9's browser storage keys, word for word: other tools and older builds read them.
export const storageKeys = {
  authToken: 'authToken',
  userEmail: 'userEmail',
  userId: 'userId',
  userName: 'userName',
  darkMode: 'darkMode',
  /** Not in SPEC's list: the visitor's chosen language, 'en' or 'hi' (issue 9). */
  language: 'language',
} as const;
