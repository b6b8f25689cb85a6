import { apiErrorSentence } from '@common/api/error-codes';
import { MULTI_LINE_PATTERN, NAME_PATTERN, SINGLE_LINE_PATTERN } from '@common/api/text';
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { TLocalizedValidationError } from 'typebox/error';

// Route schemas are TypeBox. Unlike the stock TypeBox compiler, this one strips unknown body
// fields before checking (docs/requirements/api.md#error-bodies: extra fields are ignored and never
// stored) and turns the first problem into one human sentence naming the field. A schema can carry
// its own sentence: `Type.String({ minLength: 1, errorMessage: 'Full name is required' })`, or per
// keyword: `errorMessage: { required: 'Email is required', format: 'Please enter a valid email
// address' }`.

type Part = 'body' | 'querystring' | 'params' | 'headers';

// The text-field patterns and the `Text()` helper live with the schemas (common/api/text.ts); a
// failed pattern of theirs gets a sentence of its own in `problem()`.
const CONTROL_PATTERNS = new Set([SINGLE_LINE_PATTERN, MULTI_LINE_PATTERN, NAME_PATTERN]);
const SINGLE_LINE = new RegExp(SINGLE_LINE_PATTERN, 'u');

export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError';
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
  constructor(
    message: string,
    readonly validationContext: Part,
    /** Dotted path of the offending field (`features[0].name`), '' for the whole part. */
    readonly field: string,
    /** The answer's `code`: a name with hidden characters has its own, which the portal translates. */
    readonly answerCode: 'validation' | 'name_characters' = 'validation',
  ) {
    super(message);
  }
}

// One compiled validator per schema per process, as for the serializers (plugins/serialization.ts):
// the tests build the app hundreds of times in one process.
const compiled = new WeakMap<TSchema, ReturnType<typeof Compile>>();

export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const part = (httpPart ?? 'body') as Part;
  let validator = compiled.get(schema);
  if (!validator) {
    validator = Compile(schema);
    compiled.set(schema, validator);
  }
  return (input: unknown) => {
    let value = input;
    if (part === 'body') {
      value = validator.Default(validator.Clean(input));
    } else if (part !== 'headers') {
      // Query strings and path parameters arrive as text: convert '5' to 5 where the schema says so.
      value = validator.Default(validator.Clean(validator.Convert(input)));
    } else {
      // Never replace request.headers with a cleaned copy: routes and hooks read other headers.
      const converted = validator.Convert(structuredClone(input));
      if (validator.Check(converted)) return true;
      return { error: toError(validator.Errors(converted), schema, part, converted) };
    }
    if (validator.Check(value)) return { value };
    return { error: toError(validator.Errors(value), schema, part, value) };
  };
};

function toError(
  errors: TLocalizedValidationError[],
  schema: TSchema,
  part: Part,
  input: unknown,
): RequestValidationError {
  const first = errors[0];
  if (!first) return new RequestValidationError(`The request ${partName(part)} is not valid.`, part, '');
  const requiredProperty =
    first.keyword === 'required'
      ? (first.params as { requiredProperties?: string[] }).requiredProperties?.[0]
      : undefined;
  const segments = first.instancePath.split('/').slice(1).map(unescapePointer);
  if (requiredProperty !== undefined) segments.push(requiredProperty);
  const field = segments.reduce((path, segment) => {
    if (/^\d+$/.test(segment)) return `${path}[${segment}]`;
    return path === '' ? segment : `${path}.${segment}`;
  }, '');

  let node = resolvePointer(schema, first.schemaPath);
  if (requiredProperty !== undefined)
    node = (node?.properties as Record<string, Node> | undefined)?.[requiredProperty];
  const custom = customMessage(node, first.keyword);
  if (custom) return new RequestValidationError(custom, part, field);

  if (field === '') {
    const message =
      part === 'body' && first.keyword === 'type'
        ? 'The request body must be a JSON object.'
        : `The request ${partName(part)} is not valid.`;
    return new RequestValidationError(message, part, field);
  }
  const subject = part === 'body' ? `The ${field} field` : `The ${field} ${partName(part)}`;
  // A name refused for a control character (NUL, a line break) is said as any other field's; one
  // refused for an invisible or text-direction character has its own sentence and code.
  if (first.keyword === 'pattern' && (first.params as { pattern?: unknown }).pattern === NAME_PATTERN) {
    const value: unknown = resolvePointer(input, first.instancePath);
    if (typeof value === 'string' && SINGLE_LINE.test(value))
      return new RequestValidationError(
        apiErrorSentence('name_characters', { subject }),
        part,
        field,
        'name_characters',
      );
  }
  return new RequestValidationError(`${subject} ${problem(first)}.`, part, field);
}

type Node = Record<string, unknown>;

/** The node at a JSON pointer, in a schema (`schemaPath`) or in the checked value (`instancePath`). */
function resolvePointer(root: unknown, pointer: string): Node | undefined {
  let node: unknown = root;
  for (const segment of pointer.replace(/^#\/?/, '').split('/')) {
    if (segment === '') continue;
    node = (node as Node | undefined)?.[unescapePointer(segment)];
  }
  return node as Node | undefined;
}

function unescapePointer(segment: string): string {
  return segment.replaceAll('~1', '/').replaceAll('~0', '~');
}

function customMessage(node: Node | undefined, keyword: string): string | undefined {
  const errorMessage = node?.errorMessage;
  if (typeof errorMessage === 'string') return errorMessage;
  if (typeof errorMessage === 'object' && errorMessage !== null) {
    const byKeyword = (errorMessage as Record<string, unknown>)[keyword];
    if (typeof byKeyword === 'string') return byKeyword;
  }
  return undefined;
}

function partName(part: Part): string {
  return { body: 'body', querystring: 'query parameter', params: 'path parameter', headers: 'header' }[part];
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

function problem(error: TLocalizedValidationError): string {
  const params = error.params as Record<string, unknown>;
  const limit = params.limit;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'type': {
      const types = ([] as unknown[]).concat(params.type);
      return `must be ${types.map((type) => TYPE_NAMES[String(type)] ?? String(type)).join(' or ')}`;
    }
    case 'minLength':
      return limit === 1 ? 'must not be empty' : `must be at least ${limit} characters long`;
    case 'maxLength':
      return `must be at most ${limit} characters long`;
    case 'minimum':
      return `must be at least ${limit}`;
    case 'maximum':
      return `must be at most ${limit}`;
    case 'exclusiveMinimum':
      return `must be greater than ${limit}`;
    case 'exclusiveMaximum':
      return `must be less than ${limit}`;
    case 'minItems':
      return `must have at least ${limit} item${limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `must have at most ${limit} item${limit === 1 ? '' : 's'}`;
    case 'format':
      return `must be a valid ${String(params.format)}`;
    case 'pattern':
      return CONTROL_PATTERNS.has(String(params.pattern))
        ? 'must not contain control characters (such as NUL or a line break)'
        : 'is not in the expected format';
    case 'enum':
    case 'const':
      return 'is not one of the allowed values';
    default:
      return 'is not valid';
  }
}
