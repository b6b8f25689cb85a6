// The password list of @zxcvbn-ts/language-common on its own (the package's index also loads its
// other dictionaries): an array of lower-case passwords, most common first.
declare module '@zxcvbn-ts/language-common/dist/passwords.json.mjs' {
  const passwords: string[];
  export default passwords;
}
