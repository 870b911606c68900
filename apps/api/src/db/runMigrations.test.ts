import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHANNEL_DEVICES } from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../testing/createTestDatabase.ts';
import { readMigrations, runMigrations } from './runMigrations.ts';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase({ seeded: false });
});
afterAll(() => test?.close());

describe('migrations', () => {
  it('are applied in order and recorded in schema_migrations', async () => {
    const recorded = await test.db.query<{ version: number; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version',
    );
    expect(recorded).toEqual(readMigrations().map(({ version, name }) => ({ version, name })));
    expect(recorded[0]).toEqual({ version: 1, name: 'reference_data' });
  });

  it('apply nothing the second time', async () => {
    expect(await runMigrations(test.db)).toEqual([]);
  });

  it('give the channel × device pairs of @adlens/core', async () => {
    const rows = await test.db.query<{ channel: keyof typeof CHANNEL_DEVICES; device: string }>(
      'SELECT channel, device FROM channel_devices ORDER BY channel, device',
    );
    const expected = Object.entries(CHANNEL_DEVICES)
      .flatMap(([channel, devices]) => devices.map((device) => ({ channel, device })))
      .sort((x, y) => `${x.channel}-${x.device}`.localeCompare(`${y.channel}-${y.device}`));
    expect(rows).toEqual(expected);
  });

  it('refuse badly named or gapped migration files', () => {
    const badName = mkdtempSync(join(tmpdir(), 'adlens-migrations-'));
    writeFileSync(join(badName, '1_first.sql'), 'SELECT 1');
    expect(() => readMigrations(badName)).toThrow(/NNNN_snake_case/);
    const gap = mkdtempSync(join(tmpdir(), 'adlens-migrations-'));
    writeFileSync(join(gap, '0001_first.sql'), 'SELECT 1');
    writeFileSync(join(gap, '0003_third.sql'), 'SELECT 1');
    expect(() => readMigrations(gap)).toThrow(/without gaps/);
  });
});
