// The API benchmark's yardstick: a bare Fastify server (the same Fastify as the API, default
// settings, no plugins, no logging) that answers GET / with {"hello":"world"}. Its throughput on a
// host, measured in the same run as the API's, is how fast that host serves HTTP from Node at all:
// dividing by it turns req/s figures into shares that compare across machines.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
for (const signal of ['SIGTERM', 'SIGINT'])
  process.once(signal, () => app.close().then(() => process.exit(0)));
