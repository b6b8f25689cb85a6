/**
 * The shape texts in another language have: the English texts' shape, with a string of that
 * language wherever English has one (functions keep their parameters, lists their order). The
 * type checker then refuses a Hindi catalogue (src/i18n/hi/) or Hindi mail texts
 * (server/services/mail/texts/hi.ts) that miss a key or a parameter;
 * tests/unit/catalogue-completeness.test.ts refuses an empty value.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : { readonly [K in keyof T]: Translation<T[K]> };
