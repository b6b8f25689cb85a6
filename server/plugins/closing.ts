import type { FastifyInstance } from 'fastify';
import { errorBody } from '../http-error';

// During a graceful shutdown the listener is already closed, but a keep-alive connection can still
// carry a new request: answer it 503 in our error shape and close the connection, so the client
// (or load balancer) retries on another instance while in-flight requests finish normally.
export function rejectWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    return reply
      .code(503)
      .send(errorBody('The server is shutting down. Please try again in a moment.', 'shutting_down'));
  });
}
