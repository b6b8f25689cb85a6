// The browser storage keys (docs/requirements/README.md#constants), word for word: other tools and
// older builds read them.
export const storageKeys = {
  authToken: 'authToken',
  userEmail: 'userEmail',
  userId: 'userId',
  userName: 'userName',
  darkMode: 'darkMode',
  /**
   * A later addition: the visitor's chosen language, 'en' or 'hi'
   * (docs/requirements/languages.md#switch).
   */
  language: 'language',
} as const;
