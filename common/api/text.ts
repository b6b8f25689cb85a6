import Type, { type TString } from 'typebox';

// Text fields at the edge: no control characters (C0, DEL, C1) anywhere, except tab and line
// breaks in fields that hold prose, and a length cap on every one. A NUL reaching PostgreSQL is a
// 500 (text cannot hold it) and a line break in a name can end up in a mail header, so both are
// refused with a 400 naming the field. Patterns are strings (JSON Schema), so the published
// OpenAPI document carries them too; the server's validator words their failure
// (server/plugins/validation.ts).
export const SINGLE_LINE_PATTERN = '^[^\\u0000-\\u001f\\u007f-\\u009f]*$';
export const MULTI_LINE_PATTERN = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$';

export interface TextOptions {
  /** The cap, in characters (UTF-16 code units, as JavaScript counts them). */
  maxLength: number;
  /** Tab and line breaks allowed (a message body). */
  multiline?: boolean;
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
    pattern: options.multiline ? MULTI_LINE_PATTERN : SINGLE_LINE_PATTERN,
    ...(options.description ? { description: options.description } : {}),
    ...(Object.keys(errorMessage).length > 0 ? { errorMessage } : {}),
  });
}
