import { Health, Readiness, readinessErrors } from '@common/api/health';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDependencies } from '../app';
import { errorBodyOf } from '../http-error';

// Liveness (the process answers) and readiness (it can reach its database), for load balancers
// and for `npm start` users checking that the server is up.
const healthRoutes: FastifyPluginAsyncTypebox<AppDependencies> = async (app, { database }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Health'],
        summary: 'Liveness: the process answers',
        response: { 200: Health },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['Health'],
        summary: 'Readiness: the server can reach its database',
        description: "503 with code 'not_ready' while the database does not answer.",
        response: { 200: Readiness, ...readinessErrors },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ready' as const, database: database.kind };
      } catch (error) {
        request.log.warn({ err: error }, 'Readiness check failed: the database did not answer');
        return reply.code(503).send(errorBodyOf('not_ready'));
      }
    },
  );
};

export default healthRoutes;
