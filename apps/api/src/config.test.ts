import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to PGlite under the repository root, port 4000, scale default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 4000, scale: 'default', seed: 42, databaseUrl: undefined });
    expect(config.dataDir).toMatch(/\/\.data\/pglite$/);
    expect(config.partnerKeysDir).toBeUndefined();
    expect(config.developmentPartnerKeysDir).toMatch(/\/\.data\/partner-keys$/);
  });

  it('is safe by default: loopback only, no secret in the source, no development routes', () => {
    const config = loadConfig({});
    expect(config.host).toBe('localhost');
    expect(config.jwtSecret).toBeUndefined();
    expect(config.jwtSecretFile).toMatch(/\/\.data\/jwt-secret$/);
    expect(config.devRoutes).toBe(false);
    expect(config.production).toBe(false);
    expect(loadConfig({ ADLENS_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ADLENS_DEV_ROUTES: '1' }).devRoutes).toBe(true);
    const secret = 'x'.repeat(32);
    expect(() => loadConfig({ NODE_ENV: 'production', ADLENS_JWT_SECRET: secret, ADLENS_DEV_ROUTES: '1' })).toThrow(
      /ADLENS_DEV_ROUTES/,
    );
    expect(loadConfig({ NODE_ENV: 'production', ADLENS_JWT_SECRET: secret }).production).toBe(true);
  });

  it('trusts no partner key in production unless ADLENS_PARTNER_KEYS_DIR names a folder', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', ADLENS_JWT_SECRET: secret }).partnerKeysDir).toBeUndefined();
    const configured = loadConfig({
      NODE_ENV: 'production',
      ADLENS_JWT_SECRET: secret,
      ADLENS_PARTNER_KEYS_DIR: 'keys',
    });
    expect(configured.partnerKeysDir).toBe(join(process.cwd(), 'keys'));
    expect(loadConfig({ ADLENS_PARTNER_KEYS_DIR: '/etc/adlens/partners' }).partnerKeysDir).toBe('/etc/adlens/partners');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      ADLENS_API_PORT: '4999',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      ADLENS_RESET_DB: '1',
      ADLENS_SCALE: 'small',
      ADLENS_DATA_END: '2025-06-30',
      ADLENS_SEED: '7',
      ADLENS_JWT_SECRET: 'x'.repeat(32),
      ADLENS_CORS_ORIGINS: 'https://a.example, https://b.example',
    });
    expect(config).toMatchObject({
      port: 4999,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      resetDb: true,
      scale: 'small',
      dataEnd: '2025-06-30',
      seed: 7,
      jwtSecret: 'x'.repeat(32),
      corsOrigins: ['https://a.example', 'https://b.example'],
    });
  });

  it('names every invalid variable at once, and requires a secret in production', () => {
    expect(() => loadConfig({ ADLENS_API_PORT: 'x', ADLENS_DATA_END: '2025-02-30', ADLENS_SCALE: 'huge' })).toThrow(
      /ADLENS_API_PORT[\s\S]*ADLENS_SCALE[\s\S]*ADLENS_DATA_END|ADLENS_API_PORT[\s\S]*ADLENS_DATA_END/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ADLENS_JWT_SECRET/);
  });

  it('looks for registered exports every second by default; ADLENS_EXPORT_INTERVAL_MS=0 turns the timer off', () => {
    expect(loadConfig({}).exportIntervalMs).toBe(1000);
    expect(loadConfig({ ADLENS_EXPORT_INTERVAL_MS: '250' }).exportIntervalMs).toBe(250);
    expect(loadConfig({ ADLENS_EXPORT_INTERVAL_MS: '0' }).exportIntervalMs).toBeUndefined();
  });

  it('sends due e-mail digests hourly by default; ADLENS_DIGEST_INTERVAL_MINUTES=0 turns the timer off', () => {
    expect(loadConfig({}).digestIntervalMs).toBe(60 * 60_000);
    expect(loadConfig({ ADLENS_DIGEST_INTERVAL_MINUTES: '5' }).digestIntervalMs).toBe(5 * 60_000);
    expect(loadConfig({ ADLENS_DIGEST_INTERVAL_MINUTES: '0' }).digestIntervalMs).toBeUndefined();
    expect(() => loadConfig({ ADLENS_DIGEST_INTERVAL_MINUTES: '1.5' })).toThrow(/ADLENS_DIGEST_INTERVAL_MINUTES/);
  });
});
