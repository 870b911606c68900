import {
  ACCOUNT_DEACTIVATED_MESSAGE,
  API_ERROR_CODES,
  CANNOT_DEACTIVATE_SELF_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  PROFILE_MESSAGES,
  VALIDATION_MESSAGES,
} from '@adlens/core';
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

describe('POST customers/{id}/users', () => {
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
    // The link works once.
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

  it('answers 400 with field messages, never a 500', async () => {
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

function listUsers(customerId: number | string, token = admin, query = '') {
  return server.app.inject({
    method: 'GET',
    url: `${API}/customers/${customerId}/users${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

function deactivate(customerId: number | string, userId: number | string, token = admin) {
  return server.app.inject({
    method: 'POST',
    url: `${API}/customers/${customerId}/users/${userId}/deactivation`,
    headers: { authorization: `Bearer ${token}` },
  });
}

function passwordLogin(email: string, password: string) {
  return server.app.inject({
    method: 'POST',
    url: `${API}/security/tokens/authentication`,
    headers: { authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}` },
  });
}

describe('Account settings: GET customers/{id}/users and POST …/users/{userId}/deactivation', () => {
  it("lists the customer's users with roles and state: invited until the link is used, then active", async () => {
    const added = await addUser(demoCustomer, { email: 'invitee@adlens.test', firstName: 'Ivy', lastName: 'Invite' });
    expect(added.statusCode, added.body).toBe(201);
    const before = (await listUsers(demoCustomer)).json().elements as Array<Record<string, unknown>>;
    expect(before.find((user) => user.email === 'invitee@adlens.test')).toMatchObject({
      state: 'invited',
      roles: ['USER'],
      customerId: demoCustomer,
      lastLoginAt: null,
      deactivatedAt: null,
    });
    expect(before.find((user) => user.email === 'admin@adlens.test')).toMatchObject({
      state: 'active',
      roles: ['ADMIN', 'SKIPLIST_MANAGER'],
    });
    // Only this customer's password users.
    expect(before.every((user) => user.customerId === demoCustomer)).toBe(true);
    expect(before.some((user) => user.email === 'basic@adlens.test')).toBe(false);

    await activate('invitee@adlens.test');
    const after = (await listUsers(demoCustomer)).json().elements as Array<Record<string, unknown>>;
    expect(after.find((user) => user.email === 'invitee@adlens.test')).toMatchObject({ state: 'active' });
  });

  it('ends a deactivated user’s sessions; they cannot sign in, recover or use an old link', async () => {
    await addUser(demoCustomer, { email: 'leaver@adlens.test', firstName: 'Lee', lastName: 'Ver' });
    const [{ id }] = (await listUsers(demoCustomer))
      .json()
      .elements.filter((user: { email: string }) => user.email === 'leaver@adlens.test');
    await activate('leaver@adlens.test');
    const signedIn = await passwordLogin('leaver@adlens.test', NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const authToken = signedIn.body;

    const response = await deactivate(demoCustomer, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, state: 'deactivated', deactivatedAt: expect.any(String) });

    // The session they had ends: its auth token no longer buys an access token.
    const exchange = await server.app.inject({
      method: 'POST',
      url: `${API}/security/tokens/access`,
      headers: { authorization: `Bearer ${authToken}` },
    });
    expect(exchange.statusCode).toBe(401);
    // The right password is told why; a wrong one is not.
    const refused = await passwordLogin('leaver@adlens.test', NEW_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: API_ERROR_CODES.accountDeactivated,
      message: ACCOUNT_DEACTIVATED_MESSAGE,
    });
    expect((await passwordLogin('leaver@adlens.test', 'Wrong-password-1')).statusCode).toBe(401);
    // No recovery mail.
    const mailsBefore = (await readOutbox(server.db, 'leaver@adlens.test')).length;
    await server.app.inject({
      method: 'POST',
      url: `${API}/security/tokens/verification`,
      headers: { 'content-type': 'text/plain' },
      payload: 'leaver@adlens.test',
    });
    expect((await readOutbox(server.db, 'leaver@adlens.test')).length).toBe(mailsBefore);
    // Listed as deactivated; deactivating again answers the same.
    const listed = (await listUsers(demoCustomer)).json().elements.find((user: { id: number }) => user.id === id);
    expect(listed.state).toBe('deactivated');
    expect((await deactivate(demoCustomer, id)).json()).toMatchObject({ state: 'deactivated' });
  });

  it('kills an invited user’s unused activation link', async () => {
    const added = await addUser(demoCustomer, { email: 'never@adlens.test', firstName: 'Nev', lastName: 'Er' });
    const token = await activationToken('never@adlens.test');
    expect((await deactivate(demoCustomer, added.json().id)).statusCode).toBe(200);
    const use = await server.app.inject({
      method: 'POST',
      url: `${API}/security/tokens/identity`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ password: NEW_PASSWORD }),
    });
    expect(use.statusCode).toBe(401);
  });

  it('answers 409 to an admin deactivating themselves', async () => {
    const adminId = Number((decodeJwt(admin) as { user: { id: number } }).user.id);
    const response = await deactivate(demoCustomer, adminId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: API_ERROR_CODES.cannotDeactivateSelf,
      message: CANNOT_DEACTIVATE_SELF_MESSAGE,
    });
    expect((await passwordLogin(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
  });

  it("refuses standard users (403) and another customer's admin (403 to list, 404 for a user not theirs)", async () => {
    const demo = await server.accessToken();
    const [demoUser] = await server.db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'demo@adlens.test'`);
    expect((await listUsers(demoCustomer, demo)).statusCode).toBe(403);
    expect((await deactivate(demoCustomer, demoUser!.id, demo)).statusCode).toBe(403);

    const [bakery] = await server.db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'basic@adlens.test'`);
    await server.db.query(
      `INSERT INTO user_roles (user_id, role) VALUES ($1, 'CUSTOMER_ADMIN') ON CONFLICT DO NOTHING`,
      [bakery!.id],
    );
    const bakeryAdmin = await server.accessToken({ email: 'basic@adlens.test', password: 'Adlens-basic-1' });
    const list = await listUsers(demoCustomer, bakeryAdmin);
    expect(list.statusCode).toBe(403);
    expect(list.json().error.code).toBe(API_ERROR_CODES.accessDenied);
    expect((await deactivate(demoCustomer, demoUser!.id, bakeryAdmin)).statusCode).toBe(403);
    // Through their own customer's path, another customer's user is not found.
    expect((await deactivate(basicCustomer, demoUser!.id, bakeryAdmin)).statusCode).toBe(404);
    expect((await passwordLogin('demo@adlens.test', 'Adlens-demo-1')).statusCode).toBe(200);
    // Their own list holds their own customer only.
    const own = (await listUsers(basicCustomer, bakeryAdmin)).json().elements as Array<{ customerId: number }>;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((user) => user.customerId === basicCustomer)).toBe(true);
  });

  it('validates ids and takes no query, never a 500', async () => {
    expect((await listUsers('abc')).statusCode).toBe(400);
    expect((await listUsers(demoCustomer, admin, '?page=2')).statusCode).toBe(400);
    expect((await listUsers(99_999)).statusCode).toBe(404);
    expect((await deactivate(demoCustomer, 'x')).statusCode).toBe(400);
    expect((await deactivate(demoCustomer, 0)).statusCode).toBe(400);
    expect((await deactivate(demoCustomer, 99_999_999)).statusCode).toBe(404);
    expect((await deactivate(99_999, 1)).statusCode).toBe(404);
    const anonymous = await server.app.inject({ method: 'GET', url: `${API}/customers/${demoCustomer}/users` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('Account settings routes in the OpenAPI document', () => {
  it('describes the list and the deactivation with their parameters, answers and security', async () => {
    const document = (await server.app.inject({ method: 'GET', url: `${API}/docs` })).json();
    const list = document.paths['/customers/{customerId}/users'].get;
    expect(list.parameters).toContainEqual(expect.objectContaining({ name: 'customerId', in: 'path', required: true }));
    expect(list.security).toEqual([{ accessToken: [] }]);
    const item = list.responses['200'].content['application/json'].schema.properties.elements.items;
    expect(item.properties.state.enum).toEqual(['active', 'invited', 'deactivated']);
    const deactivation = document.paths['/customers/{customerId}/users/{userId}/deactivation'].post;
    expect(deactivation.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual([
      'customerId',
      'userId',
    ]);
    expect(Object.keys(deactivation.responses)).toEqual(expect.arrayContaining(['200', '403', '404', '409']));
    expect(document.paths['/customers/{customerId}/users'].post).toBeDefined();
  });
});
