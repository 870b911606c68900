import { API_ERROR_CODES, type CategoryDirectoryResponse, type CategoryItem, compareCategoryNames } from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS } from '../seed/accessAccounts.ts';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';

const ADMIN = SEEDED_ACCOUNTS.find((account) => account.roles.includes('SKIPLIST_MANAGER'))!;

let server: TestServer;
let demo: string;
beforeAll(async () => {
  server = await createTestServer();
  demo = await server.accessToken();
});
afterAll(() => server?.close());

function get(path: string, token = demo) {
  return server.app.inject({
    method: 'GET',
    url: `/api/v1/datasets/${path}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

async function directory(query = '', token = demo): Promise<CategoryDirectoryResponse> {
  const response = await get(`category-directory${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CategoryDirectoryResponse>();
}

const sorted = <T extends { id: number; name: string }>(list: readonly T[]) => [...list].sort(compareCategoryNames);

describe('datasets/category-directory (the category directory)', () => {
  it('lists the whole tree alphabetically, each category with its favicon and subcategories', async () => {
    const { elements, period } = await directory();
    const tree = (await get('all-categories')).json<{ elements: CategoryItem[] }>().elements;
    const topLevel = tree.filter((category) => category.parentId === null);
    expect(topLevel.length).toBe(20);
    expect(elements.map((category) => category.name)).toEqual(sorted(topLevel).map((category) => category.name));
    for (const category of elements) {
      const children = tree.filter((item) => item.parentId === category.id);
      expect(category.subcategories.map((sub) => sub.id)).toEqual(sorted(children).map((sub) => sub.id));
      expect(category.icon).toMatch(new RegExp(`/media/favicons/categories/${category.id}\\.svg$`));
    }
    expect(period.id).toBe('LAST_3_MONTHS');
    const icon = await server.app.inject({ method: 'GET', url: new URL(elements[0]!.icon!).pathname });
    expect(icon.statusCode).toBe(200);
  });

  it("counts impressions for the period: a top-level category's are its subcategories' together", async () => {
    const { elements } = await directory('?period=LAST_12_MONTHS');
    const withData = elements.filter((category) => category.impressions > 0);
    expect(withData.length).toBeGreaterThan(10);
    for (const category of elements) {
      const sum = category.subcategories.reduce((total, sub) => total + sub.impressions, 0);
      expect(Math.abs(category.impressions - sum), category.name).toBeLessThanOrEqual(category.subcategories.length);
    }
  });

  it('narrows the counts to a country and a channel', async () => {
    const all = await directory('?period=LAST_12_MONTHS');
    const us = await directory('?period=LAST_12_MONTHS&country=US');
    const display = await directory('?period=LAST_12_MONTHS&country=US&channel=DISPLAY-ALL');
    const total = (response: CategoryDirectoryResponse) =>
      response.elements.reduce((sum, category) => sum + category.impressions, 0);
    expect(total(us)).toBeGreaterThan(0);
    expect(total(us)).toBeLessThan(total(all));
    expect(total(display)).toBeGreaterThan(0);
    expect(total(display)).toBeLessThan(total(us));
    for (const [index, category] of display.elements.entries()) {
      expect(category.impressions).toBeLessThanOrEqual(us.elements[index]!.impressions);
    }
  });

  it('leaves out skipped categories, a skipped top-level category with its subcategories', async () => {
    const manager = await server.accessToken({ email: ADMIN.email, password: ADMIN.password });
    const before = await directory();
    const parent = before.elements[1]!;
    const sub = before.elements[0]!.subcategories[0]!;
    const skip = (method: 'POST' | 'DELETE') =>
      server.app.inject({
        method,
        url: '/api/v1/db/skiplists',
        headers: { authorization: `Bearer ${manager}` },
        payload: [
          { entityId: parent.id, entityType: 'category' },
          { entityId: sub.id, entityType: 'category' },
        ],
      });
    expect((await skip('POST')).statusCode).toBe(204);
    try {
      const after = await directory();
      expect(after.elements.map((category) => category.id)).not.toContain(parent.id);
      expect(after.elements).toHaveLength(before.elements.length - 1);
      expect(after.elements[0]!.subcategories.map((category) => category.id)).not.toContain(sub.id);
    } finally {
      expect((await skip('DELETE')).statusCode).toBe(204);
    }
    expect((await directory()).elements).toHaveLength(before.elements.length);
  });

  it('refuses a package without the category report, like the category report route', async () => {
    const basic = await server.accessToken({ email: 'basic@adlens.test', password: 'Adlens-basic-1' });
    const response = await get('category-directory', basic);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: API_ERROR_CODES.packageLimitExceeded,
      attributes: { limit: 'FEATURE', value: 'category' },
    });
  });

  it.each([
    ['a bad period', '?period=LAST_2_DAYS', 'period'],
    ['an unknown country', '?country=ZZ', 'country'],
    ['an entity', '?category=1', 'category'],
    ['a sort', '?sort=name-asc', 'sort'],
  ])('answers %s with a 400 naming the field', async (_, query, field) => {
    const response = await get(`category-directory${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe(API_ERROR_CODES.validation);
    expect(Object.keys(response.json().error.fieldErrors)).toContain(field);
  });

  it('needs a token and is in the OpenAPI document', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/datasets/category-directory' });
    expect(response.statusCode).toBe(401);
    const docs = await server.app.inject({ method: 'GET', url: '/api/v1/docs' });
    expect(docs.body).toContain('/datasets/category-directory');
  });
});
