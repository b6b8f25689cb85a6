import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import type { TSchema } from 'typebox';

// Response bodies are written by fast-json-stringify from each route's response schema, as Fastify
// does by default, with one difference: a schema compiles once per process, not once per app.
// Compiling is most of building the app (about 0.9 of 1.3 s for some 200 routes on CI's host),
// and the server tests build a fresh app hundreds of times in one process; the schemas are module
// constants, so the compiled function of one build serves the next. The app registers no shared
// schemas (`addSchema`), so a schema's output depends on nothing else.
const compiled = new WeakMap<object, (body: unknown) => string>();

export const serializerCompiler: FastifySerializerCompiler<TSchema> = ({ schema }) => {
  let serialize = compiled.get(schema);
  if (!serialize) {
    serialize = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]);
    compiled.set(schema, serialize);
  }
  return serialize;
};
