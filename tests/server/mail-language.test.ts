import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '@server/app';
import { rowsOf } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { users } from '@server/db/schema';
import { messages } from '@server/services/accounts';
import { en } from '@server/services/mail/texts/en';
import { hi } from '@server/services/mail/texts/hi';
import type { OutgoingMail } from '@server/services/mail/transport';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, RecordingTransport, registration, uniqueEmail } from './accounts-helpers';
import { FakeClock, HOUR, SECOND } from './fake-clock';
import { migrationsBefore } from './migrations-before';
import { buildTestApp, captureLogs } from './test-app';
import { databases, type TestDatabase } from './test-database';

// docs/requirements/languages.md#mails (the server half): an owner registers in English or Hindi
// (`language` in the register body, stored on the user); every mail to the owner (verification on
// register and on resend, password reset, password-changed notice) is then written in that
// language, text and HTML, and links to the pages in that language (/hi/verify, /hi/reset-password,
// /hi/forgot-password). The contact-form notification to Shala's inbox stays English. Registering
// without `language` gives exactly the English mails of before.

const PUBLIC_URL = 'https://shala.example.in';
const INBOX = 'team@shala.example.in';
const LANGUAGE_INVALID = "Language must be 'en' (English) or 'hi' (Hindi).";
const error = (message: string, code: string) => ({ message, error: message, code });
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Words of the English layout and mails that must never show in a Hindi mail. */
const ENGLISH_WORDS = ['Hello', 'The Shala team', 'the free platform', 'If the button', 'link', 'password'];

function expectHindi(sent: OutgoingMail | undefined) {
  expect(sent).toBeDefined();
  const mail = sent as OutgoingMail;
  expect(mail.html).toMatch(/^<!doctype html>\n<html lang="hi">/);
  for (const body of [mail.text, mail.html]) {
    expect(body).toContain('Shala टीम');
    expect(body).toContain('Shala: भारत के स्कूलों, कोचिंग सेंटरों और ट्यूशन देने वालों के लिए निःशुल्क प्लेटफ़ॉर्म।');
    // The visible words only: URLs, tags and attributes are not words.
    const words = body
      .replace(/https?:\/\/\S+?(?=["<\s]|$)/g, '')
      .replace(/<[^>]*>/g, '')
      .replace(/&[a-z]+;/g, '');
    for (const english of ENGLISH_WORDS) expect(words).not.toContain(english);
  }
  expect(mail.html).toContain('अगर बटन काम नहीं करता, तो यह लिंक कॉपी करके अपने ब्राउज़र में खोलें:');
}

describe.each(databases())('mails in the owner’s language on $kind', (target) => {
  let testDb: TestDatabase;
  let app: App;
  const clock = new FakeClock();
  const mail = new RecordingTransport();

  beforeAll(async () => {
    testDb = await target.open();
    app = buildTestApp({
      database: testDb.handle,
      clock,
      mailTransport: mail,
      env: { PUBLIC_URL, CONTACT_INBOX: INBOX },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  const drain = () => app.jobs.drain('mail');

  async function register(overrides: Record<string, unknown> = {}) {
    const body = registration(overrides);
    const response = await post(app, '/auth/register', body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: messages.registered, emailSent: true });
    await drain();
    return body;
  }

  async function userByEmail(email: string) {
    const [user] = await testDb.handle.db.select().from(users).where(eq(users.email, email));
    return user;
  }

  describe('an owner who registers in Hindi', () => {
    it('is stored with language hi and gets the verification mail in Hindi, linking to /hi/verify', async () => {
      const owner = await register({ language: 'hi', fullName: 'अनन्या शर्मा' });
      expect((await userByEmail(owner.email))?.language).toBe('hi');

      const [sent] = mail.to(owner.email, 'verification');
      expect(sent?.subject).toBe('Shala के लिए अपना ईमेल पता सत्यापित करें');
      expectHindi(sent);
      const link = mail.link(owner.email, '/hi/verify');
      expect(link.origin).toBe(PUBLIC_URL);
      expect(link.searchParams.get('token')).toMatch(TOKEN);
      expect(sent?.links).toEqual([link.href]);
      expect(link.href).toMatch(/^https:\/\/shala\.example\.in\/hi\/verify\?token=[A-Za-z0-9_-]{43}$/);
      expect(sent?.text).toBe(
        [
          'नमस्ते अनन्या शर्मा,',
          '',
          'Shala पर Vidya Mandir School का पंजीकरण करने के लिए धन्यवाद। अपना खाता सक्रिय करने के लिए कृपया पुष्टि करें कि यह आपका ईमेल पता है।',
          '',
          'ईमेल पता सत्यापित करें:',
          link.href,
          '',
          'यह लिंक एक ही बार काम करता है और 24 घंटे बाद समाप्त हो जाएगा।',
          '',
          'अगर आपने Shala पर पंजीकरण नहीं किया है, तो आप इस ईमेल को अनदेखा कर सकते हैं: इस लिंक के बिना कोई खाता सक्रिय नहीं होता।',
          '',
          'Shala टीम',
          'Shala: भारत के स्कूलों, कोचिंग सेंटरों और ट्यूशन देने वालों के लिए निःशुल्क प्लेटफ़ॉर्म।',
          '',
        ].join('\n'),
      );
      expect(sent?.html).toContain('<title>Shala के लिए अपना ईमेल पता सत्यापित करें</title>');
      expect(sent?.html).toContain('नमस्ते अनन्या शर्मा,');
      expect(sent?.html).toContain(`>ईमेल पता सत्यापित करें</a>`);
      expect(sent?.html).toContain(`href="${link.href}"`);
      expect(sent?.html).toContain('24 घंटे बाद समाप्त हो जाएगा।');

      // The Hindi link's token verifies the account like any other.
      const verified = await post(app, '/auth/verify', { token: link.searchParams.get('token') });
      expect(verified.statusCode).toBe(200);
    });

    it('gets a resent verification mail in Hindi with a new /hi/verify link', async () => {
      const owner = await register({ language: 'hi' });
      const first = mail.token(owner.email, '/hi/verify');
      clock.advance(61 * SECOND);
      expect((await post(app, '/auth/resend-verification', { email: owner.email })).statusCode).toBe(200);
      await drain();
      const sent = mail.to(owner.email, 'verification');
      expect(sent).toHaveLength(2);
      expect(sent[1]?.subject).toBe('Shala के लिए अपना ईमेल पता सत्यापित करें');
      expectHindi(sent[1]);
      expect(sent[1]?.text).toContain(
        'Shala पर Vidya Mandir School का पंजीकरण करने के लिए धन्यवाद। अपना खाता सक्रिय करने के लिए',
      );
      const second = mail.token(owner.email, '/hi/verify');
      expect(second).not.toBe(first);
      expect(sent[1]?.links).toEqual([`${PUBLIC_URL}/hi/verify?token=${second}`]);
      expect((await post(app, '/auth/verify', { token: second })).statusCode).toBe(200);
    });

    it('gets the password reset mail and the password-changed notice in Hindi, with /hi links', async () => {
      const owner = await register({ language: 'hi' });
      expect((await post(app, '/auth/forgot-password', { email: owner.email })).statusCode).toBe(200);
      await drain();
      const [reset] = mail.to(owner.email, 'password_reset');
      expect(reset?.subject).toBe('अपना Shala पासवर्ड रीसेट करें');
      expectHindi(reset);
      expect(reset?.text).toContain('हमें आपके Shala खाते का पासवर्ड रीसेट करने का अनुरोध मिला है।');
      expect(reset?.text).toContain('नया पासवर्ड चुनें:');
      expect(reset?.text).toContain('यह लिंक एक ही बार काम करता है और 24 घंटे बाद समाप्त हो जाएगा।');
      expect(reset?.html).toContain('>नया पासवर्ड चुनें</a>');
      const link = mail.link(owner.email, '/hi/reset-password');
      expect(link.origin).toBe(PUBLIC_URL);
      expect(link.searchParams.get('email')).toBe(owner.email);
      const token = link.searchParams.get('token') ?? '';
      expect(token).toMatch(TOKEN);
      expect(reset?.links).toEqual([link.href]);
      expect(reset?.text).toContain(link.href);

      clock.advance(HOUR);
      // India's time (UTC+5:30), written out here rather than by Intl: the test's own oracle.
      const ist = new Date(clock.now().getTime() + 5.5 * 3_600_000);
      const hour = ist.getUTCHours();
      const months = [
        'जनवरी',
        'फ़रवरी',
        'मार्च',
        'अप्रैल',
        'मई',
        'जून',
        'जुलाई',
        'अगस्त',
        'सितंबर',
        'अक्टूबर',
        'नवंबर',
        'दिसंबर',
      ];
      const when =
        `${ist.getUTCDate()} ${months[ist.getUTCMonth()]} ${ist.getUTCFullYear()}, ` +
        `${hour % 12 || 12}:${String(ist.getUTCMinutes()).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'} IST`;
      const done = await post(app, '/auth/reset-password', {
        token,
        email: owner.email,
        password: 'Naya&Board2027',
      });
      expect(done.statusCode).toBe(200);
      await drain();
      const [notice] = mail.to(owner.email, 'password_changed');
      expect(notice?.subject).toBe('आपका Shala पासवर्ड बदल दिया गया है');
      expectHindi(notice);
      expect(notice?.text).toContain(`आपके Shala खाते का पासवर्ड ${when} को बदला गया।`);
      expect(notice?.text).toContain('मैंने अपना पासवर्ड नहीं बदला:');
      expect(notice?.links).toEqual([`${PUBLIC_URL}/hi/forgot-password`]);
      expect(notice?.html).toContain(`href="${PUBLIC_URL}/hi/forgot-password"`);
    });

    it('escapes the owner’s words in the Hindi HTML as in the English one', async () => {
      const owner = await register({ language: 'hi', fullName: 'अनन्या <b>"शर्मा"</b>' });
      const [sent] = mail.to(owner.email, 'verification');
      expect(sent?.html).toContain('नमस्ते अनन्या &lt;b&gt;&quot;शर्मा&quot;&lt;/b&gt;,');
      expect(sent?.html).not.toContain('<b>');
      expect(sent?.text).toContain('नमस्ते अनन्या <b>"शर्मा"</b>,');
    });
  });

  describe('an owner who registers without a language', () => {
    it('is stored with language en and gets exactly the English mails of before', async () => {
      const owner = await register();
      expect(owner).not.toHaveProperty('language');
      expect((await userByEmail(owner.email))?.language).toBe('en');
      const [sent] = mail.to(owner.email, 'verification');
      expect(sent?.subject).toBe('Verify your email address for Shala');
      const link = mail.link(owner.email, '/verify');
      expect(link.href).toMatch(/^https:\/\/shala\.example\.in\/verify\?token=[A-Za-z0-9_-]{43}$/);
      expect(sent?.links).toEqual([link.href]);
      expect(sent?.text).toBe(
        [
          'Hello Asha Rao,',
          '',
          'Thank you for registering Vidya Mandir School on Shala. Please confirm that this is your email address to activate your account.',
          '',
          'Verify email address:',
          link.href,
          '',
          'The link works once and expires after 24 hours.',
          '',
          'If you did not register on Shala, you can ignore this email: no account is activated without this link.',
          '',
          'The Shala team',
          'Shala: the free platform for schools, coaching centres and tuition providers in India.',
          '',
        ].join('\n'),
      );
      expect(sent?.html).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(sent?.html).toContain('If the button does not work, copy this link into your browser:<br>');
      expect(sent?.html).toContain('>The Shala team</p>');

      expect((await post(app, '/auth/forgot-password', { email: owner.email })).statusCode).toBe(200);
      await drain();
      const [reset] = mail.to(owner.email, 'password_reset');
      expect(reset?.subject).toBe('Reset your Shala password');
      expect(reset?.html).toMatch(/^<!doctype html>\n<html lang="en">/);
      const resetLink = mail.link(owner.email, '/reset-password');
      expect(resetLink.searchParams.get('email')).toBe(owner.email);
      const reseted = await post(app, '/auth/reset-password', {
        token: resetLink.searchParams.get('token'),
        email: owner.email,
        password: 'New&Board2027',
      });
      expect(reseted.statusCode).toBe(200);
      await drain();
      const [notice] = mail.to(owner.email, 'password_changed');
      expect(notice?.subject).toBe('Your Shala password was changed');
      expect(notice?.links).toEqual([`${PUBLIC_URL}/forgot-password`]);
    });

    it("takes language: 'en' the same way", async () => {
      const owner = await register({ language: 'en' });
      expect((await userByEmail(owner.email))?.language).toBe('en');
      expect(mail.to(owner.email, 'verification')[0]?.subject).toBe('Verify your email address for Shala');
      expect(mail.link(owner.email, '/verify').origin).toBe(PUBLIC_URL);
    });
  });

  it.each([
    ['fr', 'fr'],
    ['a capitalised code', 'HI'],
    ['a language name', 'Hindi'],
    ['a locale', 'hi-IN'],
    ['an empty string', ''],
    ['null', null],
    ['a number', 1],
    ['a list', ['hi']],
  ])('answers 400 with one sentence for language %s, and stores nothing', async (_name, language) => {
    const body = registration({ language });
    const response = await post(app, '/auth/register', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(error(LANGUAGE_INVALID, 'validation'));
    expect(messages.languageInvalid).toBe(LANGUAGE_INVALID);
    expect(await userByEmail(body.email)).toBeUndefined();
  });

  it('still strips unknown body fields beside language', async () => {
    const body = registration({
      language: 'hi',
      locale: 'fr-FR',
      lang: 'en',
      emailVerified: true,
      preferredLanguage: 'fr',
    });
    expect((await post(app, '/auth/register', body)).statusCode).toBe(201);
    const user = await userByEmail(body.email);
    expect(user).toMatchObject({ language: 'hi', emailVerifiedAt: null });
    expect(user).not.toHaveProperty('locale');
    await drain();
    expect(mail.to(body.email, 'verification')[0]?.subject).toBe('Shala के लिए अपना ईमेल पता सत्यापित करें');
  });

  it('keeps the contact-form notification to Shala’s inbox in English', async () => {
    const response = await post(app, '/contact/submit', {
      name: 'अनन्या शर्मा',
      email: uniqueEmail('sender'),
      subject: 'डेमो',
      message: 'क्या आप हमारे शिक्षकों को ऐप दिखा सकते हैं?',
      language: 'hi',
    });
    expect(response.statusCode, response.body).toBe(201);
    await drain();
    const notice = mail.to(INBOX, 'contact').at(-1);
    expect(notice?.subject).toBe('Contact form: डेमो');
    expect(notice?.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(notice?.text).toContain('The Shala team');
    expect(notice?.text).toContain('Reply to this email to answer अनन्या शर्मा.');
    expect(notice?.text).not.toContain('Shala टीम');
  });

  it('the dev mailbox writes the Hindi mail with its { to, subject, kind, links } sidecar', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shala-mailbox-hi-'));
    const logs = captureLogs();
    const devApp = buildTestApp({ database: testDb.handle, logs, env: { PUBLIC_URL, DATA_DIR: dataDir } });
    try {
      await devApp.ready();
      expect(devApp.mailTransport.name).toBe('dev-mailbox');
      const body = registration({ language: 'hi' });
      expect((await post(devApp, '/auth/register', body)).statusCode).toBe(201);
      await devApp.jobs.drain('mail');
      const files = (await readdir(join(dataDir, 'mail'))).sort();
      const sidecarFile = files.find((file) => file.endsWith('.json')) ?? '';
      expect(files).toEqual([sidecarFile.replace(/\.json$/, '.eml'), sidecarFile]);
      const sidecar = JSON.parse(await readFile(join(dataDir, 'mail', sidecarFile), 'utf8'));
      expect(sidecar).toEqual({
        to: body.email,
        subject: 'Shala के लिए अपना ईमेल पता सत्यापित करें',
        kind: 'verification',
        links: [expect.stringMatching(/^https:\/\/shala\.example\.in\/hi\/verify\?token=[A-Za-z0-9_-]{43}$/)],
      });
      const eml = await readFile(join(dataDir, 'mail', sidecarFile.replace(/\.json$/, '.eml')), 'utf8');
      expect(decodeMimeWords(headerOf(eml, 'Subject'))).toBe(sidecar.subject);
      expect(logs.text()).toContain(sidecar.links[0]);
    } finally {
      await devApp.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(databases())('the users.language column on $kind', (target) => {
  let testDb: TestDatabase;
  let before: string;

  beforeAll(async () => {
    testDb = await target.open({ migrate: false });
    before = await migrationsBefore('0005_language');
  });

  afterAll(async () => {
    await testDb?.dispose();
    if (before) await rm(before, { recursive: true, force: true });
  });

  const execute = (query: ReturnType<typeof sql>) => testDb.handle.db.execute(query);

  it("gives owners who registered before it 'en', and refuses other values", async () => {
    expect((await migrate(testDb.handle, { migrationsFolder: before })).applied).toBe(5);
    await execute(
      sql`insert into users (email, password_hash, full_name, phone) values ('old@vidyamandir.in', 'x', 'Old Owner', '+919876543210')`,
    );
    // 0005 and the migrations after it.
    expect((await migrate(testDb.handle)).applied).toBeGreaterThanOrEqual(1);
    const [old] = rowsOf<{ language: string }>(
      await execute(sql`select language from users where email = 'old@vidyamandir.in'`),
    );
    expect(old?.language).toBe('en');

    await execute(
      sql`insert into users (email, password_hash, full_name, phone, language) values ('hi@vidyamandir.in', 'x', 'Hindi Owner', '+919876543211', 'hi')`,
    );
    for (const value of ['fr', 'HI', '']) {
      const insert = execute(
        sql`insert into users (email, password_hash, full_name, phone, language) values (${`${value}x@vidyamandir.in`}, 'x', 'Owner', '+919876543212', ${value})`,
      );
      await expect(insert).rejects.toSatisfy((caught) => messagesOf(caught).includes('users_language_check'));
    }
    await expect(
      execute(
        sql`insert into users (email, password_hash, full_name, phone, language) values ('null@vidyamandir.in', 'x', 'Owner', '+919876543213', null)`,
      ),
    ).rejects.toBeDefined();
  });
});

describe('the mail texts', () => {
  type Tree = string | ((...args: string[]) => Tree) | readonly Tree[] | { readonly [key: string]: Tree };

  /** Every string of a texts module by its path; functions are called with a marker per parameter. */
  function leaves(tree: Tree, path = ''): [string, string][] {
    if (typeof tree === 'string') return [[path, tree]];
    if (typeof tree === 'function') {
      const args = Array.from({ length: tree.length }, (_, index) => `{${index}}`);
      return leaves(tree(...args), `${path}()`);
    }
    if (Array.isArray(tree)) return tree.flatMap((item, index) => leaves(item, `${path}[${index}]`));
    return Object.entries(tree).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
  }

  const english = leaves(en);
  const hindi = leaves(hi as Tree);

  it('Hindi has every text English has, with the same parameters, and none empty', () => {
    expect(hindi.map(([path]) => path)).toEqual(english.map(([path]) => path));
    for (const [path, text] of hindi) {
      expect(text.trim(), path).not.toBe('');
      const markers = (value: string) => (value.match(/\{\d\}/g) ?? []).sort();
      expect(markers(text), path).toEqual(markers(english.find(([key]) => key === path)?.[1] ?? ''));
    }
  });

  it('Hindi is Devanagari, keeps "Shala" in Latin script and ends its sentences with ।', () => {
    for (const [path, text] of hindi) {
      expect(text, path).toMatch(/[\u0900-\u097F]/);
      expect(text, path).not.toMatch(/शाला|[.!?]$/);
      expect(text.replace(/Shala|\{\d\}|UTC/g, ''), path).not.toMatch(/[A-Za-z]/);
    }
    const sentences = hindi.filter(([path]) => /paragraphs|notes|tagline/.test(path));
    expect(sentences.length).toBeGreaterThan(8);
    for (const [path, text] of sentences) expect(text, path).toMatch(/।$/);
  });
});

/** The messages of an error and its causes (drizzle wraps the database's error). */
function messagesOf(caught: unknown): string {
  const parts: string[] = [];
  for (let current = caught; current instanceof Error && parts.length < 5; current = current.cause) {
    parts.push(current.message);
  }
  return parts.join(' | ');
}

/** An unfolded header of a raw message. */
function headerOf(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const match = head.match(new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'm'));
  return (match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ');
}

/** RFC 2047 encoded words (=?UTF-8?B?...?=, =?UTF-8?Q?...?=) back to text; words may split a character. */
function decodeMimeWords(value: string): string {
  const bytes: Buffer[] = [];
  for (const [, encoding = '', data = ''] of value.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)) {
    if (encoding.toUpperCase() === 'B') bytes.push(Buffer.from(data, 'base64'));
    else {
      const text = data.replace(/_/g, ' ');
      const octets = [...text.matchAll(/=([0-9A-F]{2})|([^=])/gi)].map(([, hex, char]) =>
        hex ? Number.parseInt(hex, 16) : (char ?? '').charCodeAt(0),
      );
      bytes.push(Buffer.from(octets));
    }
  }
  return bytes.length > 0 ? Buffer.concat(bytes).toString('utf8') : value;
}
