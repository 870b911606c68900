import { API_ERROR_CODES, EMAIL_TAKEN_MESSAGE, PROFILE_MESSAGES, VALIDATION_MESSAGES } from '@adlens/core';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer, readOutbox } from '../testing/createTestServer.ts';

const API = '/api/v1';
const ADMIN = { email: 'admin@adlens.test', password: 'Adlens-admin-1' };
const NEW_PASSWORD = 'Welcome-aboard-1';

let server: TestServer;
let admin: string;
let demoCustomer: number;
let basicCustomer: number;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.accessToken(ADMIN);
  const customers = await server.db.query<{ id: number; name: string }>('SELECT id, name FROM customers');
  demoCustomer = Number(customers.find((row) => row.name === 'Adlens Demo')!.id);
  basicCustomer = Number(customers.find((row) => row.name === 'Basic Bakery')!.id);
});
afterAll(() => server?.close());

function addUser(customerId: number | string, payload: unknown, token = admin) {
  return server.app.inject({
    method: 'POST',
    url: `${API}/customers/${customerId}/users`,
    headers: { authorization: `Bearer ${token}` },
    payload: payload as object,
  });
}

/** The activate-account link of the newest mail to `email`: the token after the path. */
async function activationToken(email: string): Promise<string> {
  const [mail] = await readOutbox(server.db, email);
  expect(mail?.subject).toBe('Activate your Adlens account');
  const match = /\/activate-account\/([\w.-]+)/.exec(mail!.text);
  expect(match).not.toBeNull();
  return match![1]!;
}

async function activate(email: string): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: `${API}/security/tokens/identity`,
    headers: { authorization: `Bearer ${await activationToken(email)}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ password: NEW_PASSWORD }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return server.accessToken({ email, password: NEW_PASSWORD });
}

describe('POST customers/{id}/users (issue 10)', () => {
  it("adds a USER with the customer's package, mails the activation link, and starts them at the onboarding", async () => {
    const response = await addUser(demoCustomer, {
      email: 'new.analyst@adlens.test',
      firstName: 'Nia',
      lastName: 'New',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      email: 'new.analyst@adlens.test',
      firstName: 'Nia',
      lastName: 'New',
      customerId: demoCustomer,
      roles: ['USER'],
    });
    const [mail] = await readOutbox(server.db, 'new.analyst@adlens.test');
    expect(mail!.text).toContain('http://localhost:4100/activate-account/');
    expect(mail!.text).toContain('Adlens Demo');

    // No password until the link is used.
    const early = await server.app.inject({
      method: 'POST',
      url: `${API}/security/tokens/authentication`,
      headers: { authorization: `Basic ${Buffer.from(`new.analyst@adlens.test:${NEW_PASSWORD}`).toString('base64')}` },
    });
    expect(early.statusCode).toBe(401);

    const token = await activate('new.analyst@adlens.test');
    const user = (decodeJwt(token) as { user: { roles: string[]; packagePlan: string; customer: { id: number } } })
      .user;
    expect(user).toMatchObject({ roles: ['USER'], packagePlan: 'Enterprise', customer: { id: demoCustomer } });
    const onboarding = await server.app.inject({
      method: 'GET',
      url: `${API}/users/me/onboarding`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(onboarding.json()).toMatchObject({ status: 'pending', step: null, offer: true });
    // The link works once (spec access-shell-plans §2.3).
    const again = await server.app.inject({
      method: 'HEAD',
      url: `${API}/security/tokens/verification`,
      headers: { authorization: `Bearer ${await activationToken('new.analyst@adlens.test')}` },
    });
    expect(again.statusCode).toBe(401);
  });

  it('lets a BIS admin add users to another customer', async () => {
    const response = await addUser(basicCustomer, {
      email: 'baker@adlens.test',
      firstName: 'Bea',
      lastName: "O'Baker",
    });
    expect(response.statusCode, response.body).toBe(201);
    const token = await activate('baker@adlens.test');
    expect((decodeJwt(token) as { user: { packagePlan: string } }).user.packagePlan).toBe('Basic');
  });

  it('answers 409 for an e-mail that has an account, whatever its case', async () => {
    const response = await addUser(demoCustomer, { email: 'Demo@Adlens.test', firstName: 'Dup', lastName: 'Licate' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: API_ERROR_CODES.emailTaken,
      message: EMAIL_TAKEN_MESSAGE,
      fieldErrors: { email: [EMAIL_TAKEN_MESSAGE] },
    });
  });

  it("answers 400 with the spec's messages, never a 500", async () => {
    const bad = await addUser(demoCustomer, { email: 'nope', firstName: '', lastName: 'x'.repeat(65) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fieldErrors).toEqual({
      email: [VALIDATION_MESSAGES.emailFormat],
      firstName: [PROFILE_MESSAGES.firstNameRequired],
      lastName: [PROFILE_MESSAGES.nameTooLong],
    });
    expect(
      (await addUser(demoCustomer, { email: '', firstName: 'A', lastName: 'B' })).json().error.fieldErrors,
    ).toEqual({
      email: [VALIDATION_MESSAGES.emailRequired],
    });
    expect((await addUser(demoCustomer, [1])).statusCode).toBe(400);
    expect(
      (await addUser(demoCustomer, { email: 'a@b.test', firstName: 'A', lastName: 'B', role: 'ADMIN' })).statusCode,
    ).toBe(400);
    expect((await addUser('abc', { email: 'a@b.test', firstName: 'A', lastName: 'B' })).statusCode).toBe(400);
    expect((await addUser(99_999, { email: 'a@b.test', firstName: 'A', lastName: 'B' })).statusCode).toBe(404);
  });

  it('refuses standard users, customer admins outside their customer, and partner customers', async () => {
    const demo = await server.accessToken();
    const payload = { email: 'someone@adlens.test', firstName: 'Some', lastName: 'One' };
    const refused = await addUser(demoCustomer, payload, demo);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe(API_ERROR_CODES.accessDenied);

    const [bo] = await server.db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'basic@adlens.test'`);
    await server.db.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'CUSTOMER_ADMIN')`, [bo!.id]);
    const customerAdmin = await server.accessToken({ email: 'basic@adlens.test', password: 'Adlens-basic-1' });
    expect((await addUser(demoCustomer, payload, customerAdmin)).statusCode).toBe(403);
    const own = await addUser(basicCustomer, { ...payload, email: 'colleague@adlens.test' }, customerAdmin);
    expect(own.statusCode, own.body).toBe(201);

    await server.partnerAccessToken('sales-tool');
    const [partner] = await server.db.query<{ id: number }>(
      `SELECT id FROM customers WHERE integration_provider = 'sales-tool'`,
    );
    expect((await addUser(partner!.id, payload)).statusCode).toBe(403);
  });
});
