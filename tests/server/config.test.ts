import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '@server/config';
import { describe, expect, it } from 'vitest';

describe('configuration from the environment', () => {
  it('starts with documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: resolve('data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: 'Shala <no-reply@shala.local>',
      contactInbox: undefined,
      tenantDomain: 'localhost',
      redisUrl: undefined,
      logLevel: 'info',
      corsOrigins: [],
      trustProxy: false,
      staticDir: resolve('dist'),
      provisioningStepDelayMs: 120,
      rateLimitScale: 1,
      messaging: undefined,
      guardianConfirmationsPerDay: 100,
      // One core is left to answer requests (1 on a 2-core server).
      uploadsAtOnce: Math.max(1, availableParallelism() - 1),
      uploadsAtOncePerSchool: 1,
      uploadReadTimeoutMs: 15_000,
      // Off unless asked: `npm start` asks (scripts/start.mjs); tests and benchmarks do not.
      backup: {
        nightly: false,
        timeMinutes: 120,
        keep: 14,
        dir: resolve('data', 'backups'),
        keyFile: undefined,
      },
      jobsAtOnce: undefined,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/shala',
      DATABASE_URL: 'postgres://shala@db.internal:5432/shala',
      PUBLIC_URL: 'https://shala.example.in/',
      SMTP_URL: 'smtps://user:pass@smtp.example.in:465',
      MAIL_FROM: 'Shala Support <support@shala.example.in>',
      CONTACT_INBOX: 'hello@shala.example.in',
      TENANT_DOMAIN: 'Schools.Shala.Example.In',
      REDIS_URL: 'redis://cache:6379/0',
      LOG_LEVEL: 'WARN',
      CORS_ORIGINS: 'https://app.example.in, http://localhost:5173',
      TRUST_PROXY: 'true',
      STATIC_DIR: '/srv/shala/dist',
      PROVISIONING_STEP_DELAY_MS: '0',
      RATE_LIMIT_SCALE: '1000',
      UPLOADS_AT_ONCE: '3',
      UPLOADS_AT_ONCE_PER_SCHOOL: '2',
      UPLOAD_READ_TIMEOUT_MS: '30000',
      BACKUP_NIGHTLY: 'on',
      BACKUP_TIME: '23:30',
      BACKUP_KEEP: '30',
      BACKUP_DIR: '/mnt/backup-disk/shala',
      BACKUP_KEY_FILE: '/root/shala-backup.key',
      JOBS_AT_ONCE: '12',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/shala',
      databaseUrl: 'postgres://shala@db.internal:5432/shala',
      publicUrl: 'https://shala.example.in',
      smtpUrl: 'smtps://user:pass@smtp.example.in:465',
      mailFrom: 'Shala Support <support@shala.example.in>',
      contactInbox: 'hello@shala.example.in',
      tenantDomain: 'schools.shala.example.in',
      redisUrl: 'redis://cache:6379/0',
      logLevel: 'warn',
      corsOrigins: ['https://app.example.in', 'http://localhost:5173'],
      trustProxy: true,
      staticDir: '/srv/shala/dist',
      provisioningStepDelayMs: 0,
      rateLimitScale: 1000,
      uploadsAtOnce: 3,
      uploadsAtOncePerSchool: 2,
      uploadReadTimeoutMs: 30_000,
      backup: {
        nightly: true,
        timeMinutes: 23 * 60 + 30,
        keep: 30,
        dir: '/mnt/backup-disk/shala',
        keyFile: '/root/shala-backup.key',
      },
      jobsAtOnce: 12,
    });
  });

  it('keeps nightly backups beside the data unless told, and refuses a backup time that is not HH:MM', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/shala' }).backup.dir).toBe('/var/lib/shala/backups');
    expect(() => loadConfig({ BACKUP_TIME: '2am', BACKUP_KEEP: '0', BACKUP_NIGHTLY: 'maybe' })).toThrow(
      'Invalid configuration: BACKUP_NIGHTLY must be on or off (got "maybe"); BACKUP_TIME must be a time of day in India as HH:MM, such as 02:00 (got "2am"); BACKUP_KEEP must be a whole number from 1 to 1000 (got "0")',
    );
  });

  it('stops on a number of jobs at once out of range', () => {
    expect(() => loadConfig({ JOBS_AT_ONCE: '0' })).toThrow(
      'Invalid configuration: JOBS_AT_ONCE must be a whole number from 1 to 64 (got "0")',
    );
  });

  it('stops on upload turns or a read time limit out of range', () => {
    for (const raw of ['0', '65', '1.5', 'many']) {
      expect(() => loadConfig({ UPLOADS_AT_ONCE: raw }), raw).toThrow(
        `Invalid configuration: UPLOADS_AT_ONCE must be a whole number from 1 to 64 (got "${raw}")`,
      );
    }
    expect(() => loadConfig({ UPLOADS_AT_ONCE_PER_SCHOOL: '0' })).toThrow(
      /UPLOADS_AT_ONCE_PER_SCHOOL must be/,
    );
    expect(() => loadConfig({ UPLOAD_READ_TIMEOUT_MS: '999' })).toThrow(
      'Invalid configuration: UPLOAD_READ_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 600000 (got "999")',
    );
  });

  it('stops on a bad PORT with one clear line', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      new ConfigError('Invalid configuration: PORT must be an integer between 0 and 65535 (got "abc")'),
    );
    expect(() => loadConfig({ PORT: '65536' })).toThrow(
      /PORT must be an integer between 0 and 65535 \(got "65536"\)/,
    );
    expect(() => loadConfig({ PORT: '-1' })).toThrow(/PORT must be an integer/);
    expect(() => loadConfig({ PORT: '80.5' })).toThrow(/PORT must be an integer/);
  });

  it('stops on a provisioning delay that is not a whole number of milliseconds up to a minute', () => {
    for (const raw of ['-1', '1.5', 'fast', '60001']) {
      expect(() => loadConfig({ PROVISIONING_STEP_DELAY_MS: raw }), raw).toThrow(
        `Invalid configuration: PROVISIONING_STEP_DELAY_MS must be a whole number of milliseconds between 0 and 60000 (got "${raw}")`,
      );
    }
    expect(loadConfig({ PROVISIONING_STEP_DELAY_MS: '60000' }).provisioningStepDelayMs).toBe(60_000);
  });

  it('reads RATE_LIMIT_SCALE as a positive number up to a million, and nothing else', () => {
    expect(loadConfig({ RATE_LIMIT_SCALE: '2.5' }).rateLimitScale).toBe(2.5);
    expect(loadConfig({ RATE_LIMIT_SCALE: '0.5' }).rateLimitScale).toBe(0.5);
    expect(loadConfig({ RATE_LIMIT_SCALE: '1000000' }).rateLimitScale).toBe(1_000_000);
    for (const raw of ['0', '-2', 'abc', '1e3', 'Infinity', '1000001', '2x']) {
      expect(() => loadConfig({ RATE_LIMIT_SCALE: raw }), raw).toThrow(
        new ConfigError(
          `Invalid configuration: RATE_LIMIT_SCALE must be a positive number up to 1000000 (1 keeps the designed limits) (got "${raw}")`,
        ),
      );
    }
  });

  it('reads the messaging provider only with its URL, token, channel and template ids together', () => {
    expect(loadConfig({}).messaging).toBeUndefined();
    const ids = {
      'absent.en': '1107000000000000001',
      'absent.hi': '1107000000000000002',
      'correction.en': '1107000000000000003',
      'correction.hi': '1107000000000000004',
      'confirm.en': '1107000000000000005',
      'confirm.hi': '1107000000000000006',
    };
    const provider = {
      MESSAGING_PROVIDER_URL: 'https://sms.example.in/send',
      MESSAGING_PROVIDER_TOKEN: 'secret',
      MESSAGING_CHANNEL: 'whatsapp',
      MESSAGING_TEMPLATE_IDS: Object.entries(ids)
        .map(([key, id]) => `${key}=${id}`)
        .join(', '),
    };
    expect(loadConfig(provider).messaging).toEqual({
      url: 'https://sms.example.in/send',
      token: 'secret',
      channel: 'whatsapp',
      templateIds: ids,
    });
    // Every registered message in both languages needs its id.
    expect(() => loadConfig({ ...provider, MESSAGING_TEMPLATE_IDS: 'absent.en=1,absent.hi=2' })).toThrow(
      /MESSAGING_TEMPLATE_IDS must be the registered template ids/,
    );
    expect(() => loadConfig({ ...provider, MESSAGING_CHANNEL: 'pigeon' })).toThrow(
      /MESSAGING_CHANNEL must be 'sms' or 'whatsapp'/,
    );
    expect(() => loadConfig({ ...provider, MESSAGING_PROVIDER_URL: 'ftp://x' })).toThrow(
      /MESSAGING_PROVIDER_URL/,
    );
    expect(() => loadConfig({ MESSAGING_PROVIDER_URL: provider.MESSAGING_PROVIDER_URL })).toThrow(
      /must be set together/,
    );
  });

  it('caps first-contact confirmations at 100 a school a day unless told otherwise', () => {
    expect(loadConfig({}).guardianConfirmationsPerDay).toBe(100);
    expect(loadConfig({ GUARDIAN_CONFIRMATIONS_PER_DAY: '20' }).guardianConfirmationsPerDay).toBe(20);
    expect(() => loadConfig({ GUARDIAN_CONFIRMATIONS_PER_DAY: '0' })).toThrow(
      /GUARDIAN_CONFIRMATIONS_PER_DAY/,
    );
  });

  it('names every bad variable in that one line', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'x', DATABASE_URL: 'mysql://db/shala', LOG_LEVEL: 'loud', CORS_ORIGINS: '*' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toBe(
      'Invalid configuration: PORT must be an integer between 0 and 65535 (got "x"); ' +
        'DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://db/shala"); ' +
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud"); ' +
        'CORS_ORIGINS must be a comma-separated list of http(s) origins such as https://app.example.in (got "*")',
    );
  });

  it('derives PUBLIC_URL from PORT and refuses a URL with a path', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(() => loadConfig({ PUBLIC_URL: 'https://shala.example.in/app' })).toThrow(
      'Invalid configuration: PUBLIC_URL must be an http:// or https:// origin without a path, such as https://shala.example.in (got "https://shala.example.in/app")',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://shala.example.in' })).toThrow(/PUBLIC_URL must be/);
  });

  it('checks URLs, addresses and names', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(
      /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/,
    );
    expect(() => loadConfig({ MAIL_FROM: 'Shala <nobody>' })).toThrow(/MAIL_FROM must be an e-mail address/);
    expect(loadConfig({ MAIL_FROM: 'no-reply@shala.example.in' }).mailFrom).toBe('no-reply@shala.example.in');
    expect(() => loadConfig({ CONTACT_INBOX: 'not-an-address' })).toThrow(
      /CONTACT_INBOX must be an e-mail address/,
    );
    expect(() => loadConfig({ TENANT_DOMAIN: 'bad domain' })).toThrow(/TENANT_DOMAIN must be a domain name/);
    expect(() => loadConfig({ HOST: 'two words' })).toThrow(/HOST must be a host name or an IP address/);
    expect(loadConfig({ HOST: '::' }).host).toBe('::');
  });

  it('reads TRUST_PROXY as off, on, a hop count or a list of proxies', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(
      /TRUST_PROXY must be true, false, a number of proxy hops/,
    );
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '  ', CORS_ORIGINS: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.corsOrigins).toEqual([]);
  });

  it('is frozen, so no code can change it after the start', () => {
    const config = loadConfig({ CORS_ORIGINS: 'https://app.example.in' });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.corsOrigins)).toBe(true);
    expect(() => {
      (config as { port: number }).port = 1;
    }).toThrow(TypeError);
  });
});
