import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../testing/createTestDatabase.ts';
import { publisherNames } from './publisherNames.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 600_000);
afterAll(() => database?.close());

describe('publisher names in the headers of a campaign read on one publisher', () => {
  it('name a YouTube channel or an app with its kind, a website as it is', async () => {
    const rows = await database.db.query<{ id: number; name: string; kind: string }>(
      `SELECT DISTINCT ON (kind) id::int, name, kind FROM publishers
       WHERE kind IN ('WEBSITE', 'YOUTUBE_CHANNEL', 'IOS_APP') ORDER BY kind, id`,
    );
    const byKind = Object.fromEntries(rows.map((row) => [row.kind, row]));
    const names = await publisherNames(database.db, [...rows.map((row) => row.id), 999_999_999]);
    expect(names.get(byKind.WEBSITE!.id)).toBe(byKind.WEBSITE!.name);
    expect(names.get(byKind.YOUTUBE_CHANNEL!.id)).toBe(`${byKind.YOUTUBE_CHANNEL!.name} (YT channel)`);
    expect(names.get(byKind.IOS_APP!.id)).toBe(`${byKind.IOS_APP!.name} (iOS)`);
    expect(names.has(999_999_999)).toBe(false);
  });
});
