import { it } from 'vitest';
import { openPglite } from './db/openPglite.ts';
import { buildTestApp, basicHeader } from './testing/createTestServer.ts';

it('profiles the route', async () => {
  const raw = await openPglite('/work/wt/search/.data/bench-default');
  const log: { sql: string; ms: number }[] = [];
  const db = { ...raw, query: async (sql: string, params?: readonly unknown[]) => { const t = performance.now(); const r = await raw.query(sql, params); log.push({ sql: sql.replace(/\s+/g, ' ').slice(0, 70), ms: performance.now() - t }); return r; } } as typeof raw;
  const app = await buildTestApp(db);
  const auth = await app.inject({ method: 'POST', url: '/api/v1/security/tokens/authentication', headers: { authorization: basicHeader('demo@adlens.test', 'Adlens-demo-1') } });
  const access = await app.inject({ method: 'POST', url: '/api/v1/security/tokens/access', headers: { authorization: `Bearer ${auth.body}` } });
  const headers = { authorization: `Bearer ${access.body}` };
  const qs = ['nike inc', 'www.nike.com', 'coca cola', 'sportswear', 'addidas', 'amazon', 'home depot', 'running', 'nik', 'spring sale'];
  const all: number[] = [];
  for (let round = 0; round < 4; round++) {
    for (const q of qs) {
      log.length = 0;
      const t = performance.now();
      const r = await app.inject({ method: 'GET', url: `/api/v1/datasets/search?q=${encodeURIComponent(q)}&size=100&channel=ALL-ALL&period=LAST_30_DAYS&country=US`, headers });
      const ms = performance.now() - t;
      if (round > 0) all.push(ms);
      if (round === 3) console.log(q, r.statusCode, Math.round(ms), 'db', Math.round(log.reduce((s, l) => s + l.ms, 0)), log.length, log.filter((l) => l.ms > 3).map((l) => `${Math.round(l.ms)} ${l.sql}`).join(' | '));
    }
  }
  all.sort((a, b) => a - b);
  console.log('p50', Math.round(all[Math.floor(all.length / 2)]!), 'p95', Math.round(all[Math.ceil(all.length * 0.95) - 1]!));
  await app.close();
  await raw.close();
}, 600_000);
