import Type, { type TString } from 'typebox';

// Text fields at the edge: no control characters (C0, DEL, C1) anywhere, except tab and line
// breaks in fields that hold prose, and a length cap on every one. A NUL reaching PostgreSQL is a
// 500 (text cannot hold it) and a line break in a name can end up in a mail header, so both are
// refused with a 400 naming the field. Patterns are strings (JSON Schema), so the published
// OpenAPI document carries them too; the server's validator words their failure
// (server/plugins/validation.ts).
export const SINGLE_LINE_PATTERN = '^[^\\u0000-\\u001f\\u007f-\\u009f]*$';
export const MULTI_LINE_PATTERN = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$';

// Names (of people, roles, classes, sections, subjects, centres...) also refuse what changes how
// text is shown without being seen: the bidi controls (U+061C, U+200E/F, U+202A-202E,
// U+2066-2069), which made "abc\u202Egnp.exe" read "abcexe.png" in a spreadsheet, and the
// zero-width characters (U+200B-200D, U+2060-2064, U+FEFF), which made "Own\u200Ber" pass for
// "Owner". ZWNJ and ZWJ (U+200C, U+200D) are kept where Indian scripts need them: between two
// characters of the Indic blocks (U+0900-0DFF: Devanagari to Sinhala), as in a visible virama
// (क, ्, ZWNJ, ष) or a half form (a consonant, virama, ZWJ, consonant); and ZWJ where an emoji
// sequence needs it: after a pictograph, a skin tone or VS16 and before a pictograph, as in
// 👩🏽‍🏫 (an owner's name may hold one). Anywhere else, refused.
const INVISIBLE = '\\u061c\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2069\\ufeff';
const INDIC = '[\\u0900-\\u0dff]';
const INDIC_JOINER = `(?<=${INDIC})[\\u200c\\u200d](?=${INDIC})`;
const EMOJI_JOINER =
  '(?<=[\\p{Extended_Pictographic}\\u{1F3FB}-\\u{1F3FF}\\ufe0f])\\u200d(?=\\p{Extended_Pictographic})';
export const NAME_PATTERN = `^(?:[^\\u0000-\\u001f\\u007f-\\u009f${INVISIBLE}]|${INDIC_JOINER}|${EMOJI_JOINER})*$`;

const nameRule = new RegExp(NAME_PATTERN, 'u');

/** Whether `text` passes the name rule above (for names that do not arrive through a schema). */
export function isCleanName(text: string): boolean {
  return nameRule.test(text);
}

/** The sentence when a name breaks the rule (the server's validator adds the field). */
export const NAME_CHARACTERS_PROBLEM =
  'must not contain control, invisible or text-direction characters (such as a zero-width space or a right-to-left override)';

export interface TextOptions {
  /** The cap, in characters (UTF-16 code units, as JavaScript counts them). */
  maxLength: number;
  /** Tab and line breaks allowed (a message body). */
  multiline?: boolean;
  /** A name: the invisible and text-direction characters are refused too (NAME_PATTERN). */
  name?: boolean;
  /** The sentence when the field is missing. */
  required?: string;
  /** The sentence when it is not a string; default: 'The <field> field must be a string.' */
  wrongType?: string;
  /** The sentence when it is longer than maxLength; default: 'The <field> field must be at most N characters long.' */
  tooLong?: string;
  /** What the field holds, for the API reference. */
  description?: string;
}

/**
 * A string field with the edge rules above. `errorMessage` is read by the server's validator
 * (server/plugins/validation.ts): the sentence a client gets instead of the generic one.
 */
export function Text(options: TextOptions): TString {
  const errorMessage: Record<string, string> = {};
  if (options.required) errorMessage.required = options.required;
  if (options.wrongType) errorMessage.type = options.wrongType;
  if (options.tooLong) errorMessage.maxLength = options.tooLong;
  return Type.String({
    maxLength: options.maxLength,
    pattern: options.name ? NAME_PATTERN : options.multiline ? MULTI_LINE_PATTERN : SINGLE_LINE_PATTERN,
    ...(options.description ? { description: options.description } : {}),
    ...(Object.keys(errorMessage).length > 0 ? { errorMessage } : {}),
  });
}
