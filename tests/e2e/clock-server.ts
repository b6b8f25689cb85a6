import { loadConfig } from '@server/config';
import { serve } from '@server/serve';

// The production server on a clock that runs E2E_CLOCK_OFFSET_MS ahead of (or behind) the
// machine's, for the browser tests of a given day and hour (fixtures.ts, `serverClock`): the
// school's "today", its lock time and the register's month are the server's. Only the e2e fixture
// starts this file; `npm run serve` and the container start server/main.ts, which has no such clock.

const raw = process.env.E2E_CLOCK_OFFSET_MS ?? '';
if (!/^-?\d+$/.test(raw)) {
  console.error(`E2E_CLOCK_OFFSET_MS must be a whole number of milliseconds (got ${JSON.stringify(raw)})`);
  process.exit(1);
}
const offset = Number(raw);

serve(loadConfig(process.env), { now: () => new Date(Date.now() + offset) }).catch((error: unknown) => {
  console.error(`Shala could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
