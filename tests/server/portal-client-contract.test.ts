import { BellDay, BellSchedule, SectionWeek, TimetableEntry, Week } from '@common/api/portal/timetable';
import type {
  getBellSchedule,
  getMyWeek,
  getSectionWeek,
  getTeacherWeek,
  saveBellDay,
  saveSlot,
} from '@portal/api/timetable';
import { API_PREFIX } from '@server/paths';
import type { Static, TSchema } from 'typebox';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './test-app';
import { databases } from './test-database';

// The portal's client declares each call's answer as a TypeScript type, which the server never
// sees: saving a day's bells was once typed as the whole week while the route answers the day, and
// the page read `days` of an answer that has none. Each call below is tied to its route twice:
// the compiler checks that the client's declared answer is exactly the schema's type (`npx tsc`
// fails otherwise), and this test checks that the server's route really answers that schema.

type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Call = (...args: never[]) => Promise<unknown>;

/** `route` answers `schema`, and the client `F` declares exactly that answer. */
const answers =
  <F extends Call>() =>
  <S extends TSchema>(
    route: string,
    schema: S,
    ...clientAgrees: Same<Awaited<ReturnType<F>>, Static<S>> extends true
      ? []
      : ['the client declares another answer than this schema']
  ) => ({ route, schema, clientAgrees });

const contract = [
  answers<typeof getBellSchedule>()('GET /bell-schedule', BellSchedule),
  answers<typeof saveBellDay>()('PUT /bell-schedule/:centreId/:weekday', BellDay),
  answers<typeof getSectionWeek>()('GET /sections/:id/timetable', SectionWeek),
  answers<typeof saveSlot>()('PUT /sections/:id/timetable/:weekday/:period', TimetableEntry),
  answers<typeof getMyWeek>()('GET /timetable/mine', Week),
  answers<typeof getTeacherWeek>()('GET /employees/:id/timetable', Week),
];

const [target] = databases();

describe.skipIf(!target)('the portal client against the routes it calls', () => {
  it('each route answers the schema whose type the client declares', async () => {
    if (!target) return;
    const database = await target.open();
    const app = buildTestApp({ database: database.handle });
    const schemas = new Map<string, unknown>();
    app.addHook('onRoute', (route) => {
      const prefix = `${API_PREFIX}/portal`;
      if (!route.url.startsWith(`${prefix}/`)) return;
      const response = (route.schema?.response ?? {}) as Record<string, unknown>;
      for (const method of ([] as string[]).concat(route.method))
        schemas.set(`${method} ${route.url.slice(prefix.length)}`, response[200]);
    });
    await app.ready();
    await app.close();
    await database.dispose();
    for (const { route, schema } of contract) expect(schemas.get(route), route).toBe(schema);
  });
});
