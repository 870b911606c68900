import { API_ERROR_CODES, isApiErrorBody } from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../seed/demoAccount.ts';
import { type TestServer, buildTestApp, createTestServer, readOutbox } from '../testing/createTestServer.ts';

/** The contact-sales dialog's e-mail to sales. */
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await server.accessToken();
});
afterAll(() => server?.close());

const SALES = 'sales@adlens.test';

function contact(body: unknown, authorization: string | null = `Bearer ${token}`, url = '/api/v1/sales/contact') {
  return server.app.inject({
    method: 'POST',
    url,
    headers: { ...(authorization ? { authorization } : {}), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

async function replyToOf(id: number): Promise<string | null> {
  const [row] = await server.db.query<{ reply_to: string | null }>('SELECT reply_to FROM mail_outbox WHERE id = $1', [
    id,
  ]);
  return row?.reply_to ?? null;
}

describe('POST /sales/contact', () => {
  it("mails sales the user's name, e-mail, customer, package, topic and message, reply-to the user", async () => {
    const response = await contact({ message: '  Please tell me about brands.\nThanks  ', topic: 'brands' });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    const [mail] = await readOutbox(server.db, SALES);
    expect(mail?.subject).toBe('Contact request from Dana Demo (Adlens Demo): brands');
    expect(mail?.text).toContain(`E-mail: ${DEMO_ACCOUNT.email}`);
    expect(mail?.text).toContain('Name: Dana Demo');
    expect(mail?.text).toContain('Customer: Adlens Demo');
    expect(mail?.text).toMatch(/Package: \S+/);
    expect(mail?.text).not.toContain('Package: (none)');
    expect(mail?.text).toContain('Topic: brands');
    expect(mail?.text).toContain('Message:\nPlease tell me about brands.\nThanks\n');
    expect(await replyToOf(mail!.id)).toBe(DEMO_ACCOUNT.email);
  });

  it('names the package to upgrade to for an upgrade request (the sales e-mail goes to the outbox)', async () => {
    const trial = await server.accessToken({ email: 'trial@adlens.test', password: 'Adlens-trial-1' });
    expect((await contact({ topic: 'packageUpgrade' }, `Bearer ${trial}`)).statusCode).toBe(204);
    const [mail] = await readOutbox(server.db, SALES);
    expect(mail?.subject).toBe('Contact request from Tia Trial (Trial Travel): packageUpgrade');
    expect(mail?.text).toContain('Package: Trial\nTopic: packageUpgrade\nUpgrade to: Basic\n');
    // Other topics carry no upgrade line.
    expect((await contact({ topic: 'brands' }, `Bearer ${trial}`)).statusCode).toBe(204);
    expect((await readOutbox(server.db, SALES))[0]?.text).not.toContain('Upgrade to');
  });

  it("needs neither message nor topic ('general')", async () => {
    for (const body of [{}, { message: '   ' }]) {
      expect((await contact(body)).statusCode).toBe(204);
      const [mail] = await readOutbox(server.db, SALES);
      expect(mail?.text).toContain('Topic: general');
      expect(mail?.text).toContain('Message:\n(no message)');
    }
  });

  it('escapes the message in the HTML body', async () => {
    expect((await contact({ message: '<script>x</script>', topic: 'general' })).statusCode).toBe(204);
    const [row] = await server.db.query<{ html_body: string }>(
      'SELECT html_body FROM mail_outbox ORDER BY id DESC LIMIT 1',
    );
    expect(row?.html_body).toContain('&#60;script&#62;');
    expect(row?.html_body).not.toContain('<script>');
  });

  it('goes to ADLENS_SALES_EMAIL when configured', async () => {
    const app = await buildTestApp(server.db, { salesEmail: 'deals@x.test' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/sales/contact',
      headers: {
        authorization: `Bearer ${await server.accessToken({ email: 'admin@adlens.test', password: 'Adlens-admin-1' })}`,
      },
      payload: { topic: 'demographics' },
    });
    await app.close();
    expect(response.statusCode, response.body).toBe(204);
    expect((await readOutbox(server.db, 'deals@x.test'))[0]?.text).toContain('Topic: demographics');
  });

  it('rejects bad input with 400 error.validation and sends nothing', async () => {
    const before = (await readOutbox(server.db, SALES)).length;
    const bad: [unknown, string][] = [
      [{ message: 'x'.repeat(2001) }, 'message'],
      [{ message: 42 }, 'message'],
      [{ topic: 'everything' }, 'topic'],
      [{ topic: null }, 'topic'],
      [{ extra: true }, ''],
      ['just text', ''],
      [[], ''],
    ];
    for (const [body, field] of bad) {
      const response = await contact(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = response.json();
      expect(isApiErrorBody(error)).toBe(true);
      expect(error.error.code).toBe(API_ERROR_CODES.validation);
      if (field) expect(Object.keys(error.error.fieldErrors)).toContain(field);
    }
    expect((await contact({}, `Bearer ${token}`, '/api/v1/sales/contact?x=1')).statusCode).toBe(400);
    // 2000 characters after trimming are fine.
    expect((await contact({ message: ` ${'y'.repeat(2000)} ` })).statusCode).toBe(204);
    expect((await readOutbox(server.db, SALES)).length).toBe(before + 1);
  });

  it('needs an access token: 401 without one, with a broken one or with an auth token', async () => {
    for (const authorization of [null, 'Bearer nonsense', `Bearer ${await server.login()}`]) {
      const response = await contact({ message: 'hi' }, authorization);
      expect(response.statusCode, `${authorization} → ${response.body}`).toBe(401);
      expect(isApiErrorBody(response.json())).toBe(true);
    }
  });

  it('allows 5 requests per user per hour, then 429 error.too-many-requests with waitSeconds', async () => {
    const basic = await server.accessToken({ email: 'basic@adlens.test', password: 'Adlens-basic-1' });
    for (let i = 1; i <= 5; i += 1) {
      expect((await contact({ message: `request ${i}` }, `Bearer ${basic}`)).statusCode).toBe(204);
    }
    const before = (await readOutbox(server.db, SALES)).length;
    const sixth = await contact({ message: 'request 6' }, `Bearer ${basic}`);
    expect(sixth.statusCode).toBe(429);
    const { error } = sixth.json();
    expect(error.code).toBe(API_ERROR_CODES.tooManyRequests);
    expect(error.attributes.waitSeconds).toBeGreaterThan(3500);
    expect(error.attributes.waitSeconds).toBeLessThanOrEqual(3600);
    expect((await readOutbox(server.db, SALES)).length).toBe(before);
    // Other users are not affected; an hour later the user may ask again.
    const admin = await server.accessToken({ email: 'admin@adlens.test', password: 'Adlens-admin-1' });
    expect((await contact({ message: 'admin' }, `Bearer ${admin}`)).statusCode).toBe(204);
    await server.db.query(
      "UPDATE sales_contact_requests SET requested_at = requested_at - interval '61 minutes' WHERE user_id = (SELECT id FROM users WHERE email = 'basic@adlens.test')",
    );
    expect((await contact({ message: 'later' }, `Bearer ${basic}`)).statusCode).toBe(204);
  });
});
