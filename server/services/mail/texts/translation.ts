/**
 * The shape the texts of another language have: the English texts' shape, with a string wherever
 * English has one (functions keep their parameters, lists stay lists). The type checker then
 * refuses a language that misses a key or a parameter. The same rule as the SPA's catalogues
 * (src/i18n/translation.ts), kept here so the server does not import from the front end.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : { readonly [K in keyof T]: Translation<T[K]> };
