// SPEC §9's browser storage keys, word for word: other tools and older builds read them.
export const storageKeys = {
  authToken: 'authToken',
  userEmail: 'userEmail',
  userId: 'userId',
  userName: 'userName',
  darkMode: 'darkMode',
} as const;
