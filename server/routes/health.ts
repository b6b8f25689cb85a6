import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { AppDependencies } from '../app';
import { ErrorBody, errorBody } from '../http-error';

// Liveness (the process answers) and readiness (it can reach its database), for load balancers
// and for `npm start` users checking that the server is up.
const healthRoutes: FastifyPluginAsyncTypebox<AppDependencies> = async (app, { database }) => {
  app.get(
    '/health',
    { schema: { response: { 200: Type.Object({ status: Type.Literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        response: {
          200: Type.Object({
            status: Type.Literal('ready'),
            database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
          }),
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ready' as const, database: database.kind };
      } catch (error) {
        request.log.warn({ err: error }, 'Readiness check failed: the database did not answer');
        return reply
          .code(503)
          .send(errorBody('The database is not reachable, so the server is not ready.', 'not_ready'));
      }
    },
  );
};

export default healthRoutes;
