import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv, REPO_ROOT } from './env.js';

function env(source: Record<string, string | undefined>) {
  const parsed = parseEnv(source);
  if (!('env' in parsed)) throw new Error(parsed.problems.join('; '));
  return parsed.env;
}

describe('parseEnv', () => {
  it('has defaults that make the embedded setup work with nothing set', () => {
    const parsed = env({});
    expect(parsed).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '127.0.0.1',
      BASE_URL: 'http://localhost:3000',
      DATA_DIR: path.resolve('./data'),
      MAIL_FROM: 'Sehat <no-reply@sehat.local>',
      TRUSTED_ORIGINS: ['http://127.0.0.1:3000', 'http://[::1]:3000'],
      TRUST_PROXY: false,
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(REPO_ROOT, 'apps/web/dist'),
      NOMINATIM_URL: 'https://nominatim.openstreetmap.org',
      SESSION_IDLE_MINUTES: 30,
      SESSION_MAX_HOURS: 12,
    });
    expect(parsed.DATABASE_URL).toBeUndefined();
    expect(parsed.SMTP_URL).toBeUndefined();
    expect(parsed.BETTER_AUTH_SECRET).toBeUndefined();
  });

  it('reads and normalises what is set; empty means unset', () => {
    const parsed = env({
      PORT: '8080',
      BASE_URL: 'https://sehat.example.org/',
      DATA_DIR: '/var/lib/sehat',
      DATABASE_URL: 'postgres://sehat@db:5432/sehat',
      SMTP_URL: '',
      TRUSTED_ORIGINS: 'https://a.example.org, https://b.example.org',
      TRUST_PROXY: 'true',
    });
    expect(parsed).toMatchObject({
      PORT: 8080,
      BASE_URL: 'https://sehat.example.org',
      DATA_DIR: '/var/lib/sehat',
      TRUSTED_ORIGINS: ['https://a.example.org', 'https://b.example.org'],
      TRUST_PROXY: true,
      HOST: '0.0.0.0',
    });
    expect(parsed.SMTP_URL).toBeUndefined();
  });

  it('listens on loopback only for a loopback BASE_URL, everywhere for a public one, unless HOST says', () => {
    expect(env({ BASE_URL: 'http://localhost:4000' }).HOST).toBe('127.0.0.1');
    expect(env({ BASE_URL: 'http://127.0.0.1:4000' }).HOST).toBe('127.0.0.1');
    expect(env({ BASE_URL: 'http://192.168.1.20:3000' }).HOST).toBe('0.0.0.0');
    expect(env({ BASE_URL: 'https://sehat.example.org', HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
    expect(env({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('accepts the loopback spellings of the default address only while BASE_URL is unset', () => {
    expect(env({ PORT: '4000', TRUSTED_ORIGINS: 'https://a.example.org' }).TRUSTED_ORIGINS).toEqual([
      'https://a.example.org',
      'http://127.0.0.1:4000',
      'http://[::1]:4000',
    ]);
    expect(env({ BASE_URL: 'http://localhost:4000' }).TRUSTED_ORIGINS).toEqual([]);
  });

  it('lists every bad key', () => {
    const parsed = parseEnv({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      TRUST_PROXY: 'maybe',
      BETTER_AUTH_SECRET: 'short',
      LOG_LEVEL: 'loud',
    });
    expect('problems' in parsed && parsed.problems.map((line) => line.split(':')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'BETTER_AUTH_SECRET',
      'TRUST_PROXY',
      'LOG_LEVEL',
    ]);
  });

  it('requires BETTER_AUTH_SECRET in production with a shared PostgreSQL', () => {
    const parsed = parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://sehat@db/sehat' });
    expect('problems' in parsed && parsed.problems).toEqual([
      'BETTER_AUTH_SECRET: required in production with DATABASE_URL (every instance must share it)',
    ]);
  });

  it('takes DATABASE_MIGRATION_URL only beside DATABASE_URL', () => {
    const owner = 'postgres://sehat_owner@db/sehat';
    const alone = parseEnv({ DATABASE_MIGRATION_URL: owner });
    expect('problems' in alone && alone.problems).toEqual([
      'DATABASE_MIGRATION_URL: needs DATABASE_URL (the role the server runs as)',
    ]);
    const both = parseEnv({ DATABASE_URL: 'postgres://sehat_app@db/sehat', DATABASE_MIGRATION_URL: owner });
    expect('env' in both && both.env.DATABASE_MIGRATION_URL).toBe(owner);
  });

  it('reads the session limits and refuses an idle timeout longer than the lifetime', () => {
    expect(env({ SESSION_IDLE_MINUTES: '15', SESSION_MAX_HOURS: '8' })).toMatchObject({
      SESSION_IDLE_MINUTES: 15,
      SESSION_MAX_HOURS: 8,
    });
    const parsed = parseEnv({ SESSION_IDLE_MINUTES: '120', SESSION_MAX_HOURS: '1' });
    expect('problems' in parsed && parsed.problems).toEqual([
      'SESSION_IDLE_MINUTES: must not exceed SESSION_MAX_HOURS',
    ]);
  });

  it('chooses the S3 driver by S3_BUCKET, and refuses half an S3 setup', () => {
    expect(env({}).S3_BUCKET).toBeUndefined();
    expect(
      env({
        S3_BUCKET: 'sehat-files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toMatchObject({
      S3_BUCKET: 'sehat-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
    });
    const half = parseEnv({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'id' });
    expect('problems' in half && half.problems).toEqual([
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      'S3_BUCKET: required when S3_ENDPOINT or S3_ACCESS_KEY_ID is set',
    ]);
  });
});
