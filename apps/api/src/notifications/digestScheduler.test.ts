import { formatCurrency, localOrigin } from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../seed/demoAccount.ts';
import { type TestServer, createTestServer, readOutbox } from '../testing/createTestServer.ts';

/**
 * The scheduler composes each due digest from the seeded data (ending 2025-06-30) and
 * delivers it to the outbox, never twice for one period; the unsubscribe link turns digests off.
 */
let server: TestServer;
let token: string;
let advertiser: { id: number; domain: string };

beforeAll(async () => {
  server = await createTestServer();
  token = await server.accessToken();
  // The advertiser with the most spend in the United States in the digest's week.
  [advertiser] = (await server.db.query<{ id: number; domain: string }>(
    `SELECT a.id, a.domain FROM advertiser_daily_channel d JOIN advertisers a ON a.id = d.advertiser_id
     WHERE d.country = 'US' AND d.day BETWEEN '2025-06-24' AND '2025-06-30'
     GROUP BY a.id, a.domain ORDER BY sum(d.expenses) DESC, a.id LIMIT 1`,
  )) as [{ id: number; domain: string }];
});
afterAll(() => server?.close());

function call(method: 'GET' | 'POST', url: string, body?: unknown) {
  return server.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function runScheduler(): Promise<{ sent: number; failed: number }> {
  const response = await server.app.inject({ method: 'POST', url: '/api/v1/dev/notifications/run' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function usSpend(from: string, to: string): Promise<number> {
  const [row] = await server.db.query<{ spend: number }>(
    `SELECT coalesce(sum(expenses), 0)::float8 AS spend FROM advertiser_daily_channel
     WHERE advertiser_id = $1 AND country = 'US' AND day BETWEEN $2 AND $3`,
    [advertiser.id, from, to],
  );
  return row!.spend;
}

describe('the digest scheduler', () => {
  it('sends nothing while the user has no frequency, or no subscription', async () => {
    await call('POST', 'subscriptions/entries', [
      { type: 'single', dataPoint: 'advertiser', countryId: 'US', instances: [advertiser.id] },
    ]);
    expect(await runScheduler()).toMatchObject({ sent: 0, failed: 0 });
  });

  it('composes a due weekly digest from the data: spend, top changes, new campaigns, new publishers', async () => {
    expect((await call('POST', 'subscriptions', ['WEEKLY'])).statusCode).toBe(200);
    expect(await runScheduler()).toMatchObject({ sent: 1, failed: 0 });
    const [mail] = await readOutbox(server.db, DEMO_ACCOUNT.email);
    expect(mail?.subject).toBe('Your weekly Adlens digest: 24 – 30 Jun 2025');
    const text = mail!.text;
    expect(text).toContain('Hello Dana,');
    expect(text).toContain('compared with 17 – 23 Jun 2025');
    expect(text).toContain(`== ${advertiser.domain} · United States ==`);
    // The spend of the week and the week before, from the daily rollup (the demo plan has every channel).
    const current = formatCurrency(await usSpend('2025-06-24', '2025-06-30'), 'USD', 0);
    const previous = formatCurrency(await usSpend('2025-06-17', '2025-06-23'), 'USD', 0);
    expect(text).toMatch(new RegExp(`Spend: ${escape(current)} \\(\\S+ from ${escape(previous)} the week before\\)`));
    expect(text).toMatch(/Top changes in spend by publisher:\n- .+: \$[\d,]+ → \$[\d,]+ \(/);
    expect(text).toContain('New campaigns (first seen this week):');
    expect(text).toContain('New publishers (ran on this week, not before):');
    expect(text).toContain(
      `Manage your e-mail notifications: ${localOrigin('standalone')}/ad-intelligence/settings/email-notifications`,
    );
    expect(text).toMatch(
      new RegExp(`Unsubscribe from these digests: ${escape(localOrigin('standalone'))}/unsubscribe\\?token=`),
    );
  });

  it('lists as new campaigns exactly those whose first day in the country is in the week', async () => {
    // Independent of the rollups the digest reads: the campaigns' first fact day in the US.
    const fresh = await server.db.query<{ name: string }>(
      `SELECT c.name FROM ad_daily_facts f JOIN campaigns c ON c.advertiser_id = f.advertiser_id AND c.id = f.campaign_id
       WHERE f.advertiser_id = $1 AND f.country = 'US' AND f.expenses > 0
       GROUP BY c.id, c.name HAVING min(f.day) BETWEEN '2025-06-24' AND '2025-06-30'`,
      [advertiser.id],
    );
    const [mail] = await readOutbox(server.db, DEMO_ACCOUNT.email);
    const section = mail!.text.split('New campaigns (first seen this week):\n')[1]!.split('\n\n')[0]!;
    if (fresh.length === 0) expect(section).toBe('No new campaigns.');
    for (const { name } of fresh.slice(0, 5)) expect(section).toContain(`- ${name}, first seen Jun`);
    const listed = section.split('\n').filter((line) => line.startsWith('- '));
    expect(listed.length).toBe(Math.min(fresh.length, 5));
  });

  it('never sends the same period twice', async () => {
    const before = (await readOutbox(server.db, DEMO_ACCOUNT.email)).length;
    expect(await runScheduler()).toMatchObject({ sent: 0 });
    const [first, second] = await Promise.all([runScheduler(), runScheduler()]);
    expect(first!.sent + second!.sent).toBe(0);
    expect(await readOutbox(server.db, DEMO_ACCOUNT.email)).toHaveLength(before);
  });

  it('sends the monthly digest of the last whole month once monthly is on', async () => {
    await call('POST', 'subscriptions', ['WEEKLY', 'MONTHLY']);
    expect(await runScheduler()).toMatchObject({ sent: 1 });
    const [mail] = await readOutbox(server.db, DEMO_ACCOUNT.email);
    expect(mail?.subject).toBe('Your monthly Adlens digest: June 2025');
    expect(mail?.text).toContain('compared with 1 – 31 May 2025');
    expect(mail?.text).toContain('New publishers (ran on this month, not before):');
  });

  it("the digest's unsubscribe link turns every digest off and says for whom", async () => {
    const [mail] = await readOutbox(server.db, DEMO_ACCOUNT.email);
    const link = new URL(/Unsubscribe from these digests: (\S+)/.exec(mail!.text)![1]!);
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/v1/subscriptions/unsubscribe?token=${encodeURIComponent(link.searchParams.get('token')!)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ email: DEMO_ACCOUNT.email, frequencies: [] });
    expect((await call('GET', 'subscriptions')).json()).toEqual({ frequencies: [] });
    // The subscriptions stay, for when the user turns a frequency back on.
    expect((await call('GET', 'subscriptions/entries')).json().elements).toHaveLength(1);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
