import type { FastifyInstance } from 'fastify';
import { errorBodyOf } from '../http-error';

// During a graceful shutdown the listener is already closed, but keep-alive connections stay open:
// - a response finishing during shutdown says `connection: close`, or its idle connection would
//   hold the shutdown until the time limit;
// - a request that arrives on such a connection after shutdown began is not run (it could be a
//   registration whose answer the closing connection would lose, inviting a retry): it gets 503
//   in our error shape (Fastify's built-in 503 has its own body), and an HTTP client that loses
//   the connection first retries elsewhere.
export function rejectWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback hooks: every request and answer runs them, and an async hook costs a promise each.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    reply.code(503).send(errorBodyOf('shutting_down'));
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
