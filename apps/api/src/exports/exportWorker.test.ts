import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/Database.ts';
import { buildTestApp } from '../testing/createTestServer.ts';
import { accessTokenOf, getDownload, producedFile, registerExport, widgetExport } from '../testing/exportRequests.ts';
import { type RestartableDatabase, createRestartableDatabase } from '../testing/restartableDatabase.ts';

const LEASE_MS = 300;
const SHEET = { title: 'Top publishers', dataset: 'top-publishers', query: 'advertiser=5&period=LAST_30_DAYS&size=5' };

let durable: RestartableDatabase;
beforeAll(async () => {
  durable = await createRestartableDatabase();
  // Seeded once here (hook time): the tests only reopen it, as restarted servers do.
  await (await durable.open()).close();
});
afterAll(() => durable?.dispose());

/**
 * A job killed mid-way by a restart completes after it. The first server's
 * worker claims the job and is stopped while producing it (a hook holds it, as a long export would);
 * nothing marks the job on the way down, as after a crash. The next server's worker takes it over once
 * the dead worker's lease has run out, and the file downloads with a token minted after the restart.
 */
describe('export jobs across an API restart', () => {
  it('a job killed mid-way completes after the restart', async () => {
    let db: Database = await durable.open();
    let claimed!: () => void;
    const started = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    const first = await buildTestApp(db, {
      exportWorker: {
        leaseMs: LEASE_MS,
        beforeProduce: () => {
          claimed();
          return new Promise(() => undefined);
        },
      },
    });
    const token = await accessTokenOf(first, 'demo@adlens.test', 'Adlens-demo-1');
    const id = await registerExport(
      first,
      token,
      widgetExport([SHEET], { format: 'XLSX', name: 'Before the restart' }),
    );
    const running = first.exportWorker.run();
    await started;
    expect((await getDownload(first, token, id)).status).toBe('IN_PROGRESS');
    await first.close();
    await running;
    await db.close();

    db = await durable.open();
    const second = await buildTestApp(db, { exportWorker: { leaseMs: LEASE_MS } });
    try {
      const after = await accessTokenOf(second, 'demo@adlens.test', 'Adlens-demo-1');
      const [row] = await db.query<{ status: string; attempts: number }>(
        'SELECT status, attempts FROM export_jobs WHERE id = $1',
        [id],
      );
      expect(row).toEqual({ status: 'IN_PROGRESS', attempts: 1 });
      // The dead worker's lease runs out, then the job is claimed again.
      await vi.waitFor(
        async () => {
          await second.exportWorker.run();
          expect((await getDownload(second, after, id)).status).toBe('READY');
        },
        { timeout: 10_000, interval: LEASE_MS },
      );
      const { body } = await producedFile(second, after, id);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(body as unknown as ArrayBuffer);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Report', 'Top publishers']);
      expect(workbook.getWorksheet('Top publishers')!.rowCount).toBeGreaterThan(1);
      const [done] = await db.query<{ attempts: number }>('SELECT attempts FROM export_jobs WHERE id = $1', [id]);
      expect(done!.attempts).toBe(2);
    } finally {
      await second.close();
      await db.close();
    }
  });
});

describe('two API processes on one database', () => {
  it('never produce a job twice', async () => {
    const db = await durable.open();
    const [one, two] = await Promise.all([buildTestApp(db), buildTestApp(db)]);
    try {
      const token = await accessTokenOf(one, 'demo@adlens.test', 'Adlens-demo-1');
      const ids: string[] = [];
      for (let n = 0; n < 4; n += 1) ids.push(await registerExport(one, token, widgetExport([SHEET])));
      await Promise.all([one.exportWorker.run(), two.exportWorker.run()]);
      const rows = await db.query<{ status: string; attempts: number }>(
        'SELECT status, attempts FROM export_jobs WHERE id = ANY($1::uuid[])',
        [ids],
      );
      expect(rows).toEqual(ids.map(() => ({ status: 'READY', attempts: 1 })));
    } finally {
      await Promise.all([one.close(), two.close()]);
      await db.close();
    }
  });
});
