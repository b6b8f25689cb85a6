// The schools of `npm run bench:portal`, written straight into a migrated database by set-based
// INSERT ... SELECT over generate_series (batched inserts, not the API: 800,000 students through
// the API would take longer than the morning): per school an active tenant and its owner, the
// portal's own seed (roles, owner member, centre, academic year), classes 1 to 10 with sections A
// and B (20 sections), a teacher per section (employee, member with the built-in teacher role,
// class teacher of it), 40 students a section, each with a guardian who has an e-mail address,
// consented to guardian messages and confirmed the address (so every absence alert goes out),
// daily attendance locking at 23:59, and a live portal session for every teacher and the owner.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { portalSessions } from '../../server/db/schema.ts';
import { seedPortal } from '../../server/services/portal/portal-seed.ts';

const CLASSES = 10;
const SECTIONS_PER_CLASS = ['A', 'B'];
export const CLASS_SIZE = 40;
/** The rolls marked absent in every section: 4 of 40, 10 %. */
export const ABSENT_ROLLS = [3, 13, 23, 33];
const SESSION_DAYS = 7;
const BATCH = 2000;

/**
 * A guardian's address names the school, the section's ordinal and the roll
 * (g-<code>-<ordinal>-<roll>@bench.example.in): a mail at the catcher maps back to its section.
 */
export const sectionOfAddress = (address) => /^g-([a-z0-9]+)-(\d+)-\d+@/.exec(address)?.slice(1, 3).join('-');

const newToken = () => randomBytes(32).toString('base64url');
const hashToken = (token) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Seeds `schools` schools into `handle` (a migrated, empty database); `say(step)` reports progress.
 * Returns the morning's plan: every section with its school's code, its teacher's token and the
 * ids of the students marked absent, and each school's owner token.
 */
export async function seedMorning(handle, schools, say) {
  const { db } = handle;
  const run = (query) => db.execute(query);
  const now = new Date();
  say(`${schools} schools: owners and tenants`);
  await run(sql`insert into users (email, password_hash, full_name, phone, email_verified_at)
    select 'owner' || i || '@bench.example.in', 'x', 'Owner ' || i, '+919800000000', now()
    from generate_series(1, ${schools}) as i`);
  await run(sql`insert into tenants (user_id, name, description, code, owner, domain, contact_email, contact_phone, is_active)
    select u.id, 'Bench School ' || i, 'Bench', 's' || i, 'Owner ' || i, 'bench.example.in',
      'office' || i || '@bench.example.in', '+919800000000', true
    from generate_series(1, ${schools}) as i join users u on u.email = 'owner' || i || '@bench.example.in'`);
  await run(sql`insert into tenant_classes (tenant_id, grade, name, stage, series, enabled, position)
    select t.id, g, 'Class ' || g, 'bench', 'bench', true, g
    from tenants t cross join generate_series(1, ${CLASSES}) as g`);
  say('the portal seed of every school (roles, owner, centre, year, section A)');
  const tenantIds = (await run(sql`select id from tenants order by code`)).rows.map((row) => row.id);
  for (let start = 0; start < tenantIds.length; start += 100) {
    await db.transaction(async (tx) => {
      for (const id of tenantIds.slice(start, start + 100)) await seedPortal(tx, id, now);
    });
  }
  for (const name of SECTIONS_PER_CLASS.slice(1)) {
    await run(sql`insert into class_sections (tenant_id, class_id, name)
      select tenant_id, id, ${name} from tenant_classes`);
  }
  // Each section's ordinal in its school, 1 to 20: teachers, rolls and addresses are named by it.
  await run(sql`create table bench_sections as
    select s.id as section_id, s.tenant_id, t.code,
      row_number() over (partition by s.tenant_id order by c.grade, s.name)::int as ordinal
    from class_sections s join tenant_classes c on c.id = s.class_id join tenants t on t.id = s.tenant_id`);
  say('teachers: employees, members, class teachers');
  await run(sql`insert into employees (tenant_id, name, phone, email)
    select tenant_id, 'Teacher ' || ordinal, '+91 9700000' || lpad(ordinal::text, 3, '0'),
      't' || ordinal || '.' || code || '@bench.example.in'
    from bench_sections`);
  await run(sql`update class_sections s set class_teacher_id = e.id
    from bench_sections b join employees e on e.tenant_id = b.tenant_id
      and e.email = 't' || b.ordinal || '.' || b.code || '@bench.example.in'
    where s.id = b.section_id`);
  await run(sql`insert into portal_members (tenant_id, email, name, role_id, status, employee_id)
    select e.tenant_id, e.email, e.name, r.id, 'active', e.id
    from employees e join portal_roles r on r.tenant_id = e.tenant_id and r.built_in = 'teacher'`);
  say(
    `${schools * CLASSES * SECTIONS_PER_CLASS.length * CLASS_SIZE} students with their guardians, consents and confirmed addresses`,
  );
  await run(sql`insert into students (tenant_id, admission_number, name, section_id, roll_number)
    select tenant_id, 'A' || lpad(ordinal::text, 2, '0') || '-' || lpad(r::text, 2, '0'),
      'Student ' || ordinal || '-' || r, section_id, r
    from bench_sections cross join generate_series(1, ${CLASS_SIZE}) as r`);
  await run(sql`insert into guardians (tenant_id, name, phone, phone_key, email, language)
    select tenant_id, 'Guardian ' || ordinal || '-' || r,
      '+91 9' || lpad((ordinal * 100 + r)::text, 9, '0'), '9' || lpad((ordinal * 100 + r)::text, 9, '0'),
      'g-' || code || '-' || ordinal || '-' || r || '@bench.example.in',
      case when r % 2 = 0 then 'hi' else 'en' end
    from bench_sections cross join generate_series(1, ${CLASS_SIZE}) as r`);
  await run(sql`insert into student_guardians (tenant_id, student_id, guardian_id, relation)
    select st.tenant_id, st.id, g.id, 'mother'
    from students st join bench_sections b on b.section_id = st.section_id
    join guardians g on g.tenant_id = st.tenant_id
      and g.phone_key = '9' || lpad((b.ordinal * 100 + st.roll_number)::text, 9, '0')`);
  await run(sql`insert into student_consents (tenant_id, student_id, guardian_name, relation, method, given_on, purposes, recorded_by_name)
    select st.tenant_id, st.id, 'Guardian', 'mother', 'in_person', '2025-04-01',
      '["school_records", "guardian_messages"]'::jsonb, 'Bench'
    from students st`);
  await run(sql`insert into guardian_contacts (tenant_id, channel, address, language, state, answered_at)
    select tenant_id, 'email', email, language, 'confirmed', now() from guardians`);
  await run(sql`insert into attendance_settings (tenant_id, mode, lock_at)
    select id, 'daily', 23 * 60 + 59 from tenants`);

  say('portal sessions for every teacher and owner');
  const members = (
    await run(sql`select m.id, m.tenant_id, m.employee_id from portal_members m where m.status = 'active'`)
  ).rows;
  const tokens = new Map();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 24 * 60 * 60_000);
  for (let start = 0; start < members.length; start += BATCH) {
    const rows = members.slice(start, start + BATCH).map((member) => {
      const token = newToken();
      tokens.set(member.id, token);
      return {
        tenantId: member.tenant_id,
        memberId: member.id,
        tokenHash: hashToken(token),
        lastSeenAt: now,
        expiresAt,
      };
    });
    await db.insert(portalSessions).values(rows);
  }

  const sections = (
    await run(sql`select b.section_id, b.tenant_id, b.code, b.ordinal, m.id as member_id,
        array_agg(st.id order by st.roll_number) filter (where st.roll_number in (${sql.raw(ABSENT_ROLLS.join(', '))})) as absent
      from bench_sections b
      join class_sections s on s.id = b.section_id
      join portal_members m on m.employee_id = s.class_teacher_id
      join students st on st.section_id = b.section_id
      group by b.section_id, b.tenant_id, b.code, b.ordinal, m.id`)
  ).rows.map((row) => ({
    sectionId: row.section_id,
    tenantId: row.tenant_id,
    code: row.code,
    key: `${row.code}-${row.ordinal}`,
    memberId: row.member_id,
    token: tokens.get(row.member_id),
    absent: parsedArray(row.absent),
  }));
  const owners = new Map(
    (
      await run(sql`select t.code, m.id from portal_members m join tenants t on t.id = m.tenant_id
        join portal_roles r on r.id = m.role_id where r.built_in = 'owner'`)
    ).rows.map((row) => [row.code, tokens.get(row.id)]),
  );
  await run(sql`drop table bench_sections`);
  say('ANALYZE');
  await run(sql`analyze`);
  return { sections, owners };
}

/** pg answers a uuid[] as an array, PGlite's raw execute sometimes as its text form. */
function parsedArray(value) {
  if (Array.isArray(value)) return value;
  return String(value)
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean);
}
