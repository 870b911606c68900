import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import {
  API_BASE_PATH,
  ENTITY_TYPES,
  entityDisplayName,
  type EntitySummary,
  type EntityType,
  type SearchResponse,
  localOrigin,
} from '@adlens/core';
import { apiHeaders, saveFilterSettings } from '../support/apiHeaders.ts';
import { DEMO, logIn } from '../support/signIn.ts';

/**
 * Search every entity type (datasets/search takes
 * any entity type): on each report type's page, a partial name typed into the page's search finds
 * the entity and opens its report; on the types with a comparison, the report's own search adds a
 * second item of the same type.
 */
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;

/** What each page's search box is called (spec wording: it names the type it searches). */
const PLURAL: Record<EntityType, string> = {
  advertiser: 'advertisers',
  publisher: 'publishers',
  campaign: 'campaigns',
  keyword: 'keywords',
  category: 'categories',
  brand: 'brands',
};

/** Types whose report has a compare variant. */
const COMPARED: readonly EntityType[] = ['advertiser', 'publisher', 'category', 'brand'];

async function search(request: APIRequestContext, entityType: EntityType, q: string): Promise<EntitySummary[]> {
  const response = await request.get(`${API}/datasets/search`, {
    headers: await apiHeaders(request, DEMO),
    params: { q, entityType, size: 20 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as SearchResponse).elements;
}

/**
 * Entities of a type with a partial name that finds each among the box's 20 results: the largest
 * entities matching a common letter, each typed as the first five characters of its title.
 */
async function findable(request: APIRequestContext, entityType: EntityType, count: number) {
  const found: { entity: EntitySummary; partial: string }[] = [];
  for (const letter of ['e', 'a', 'o']) {
    for (const entity of await search(request, entityType, letter)) {
      if (found.length === count) return found;
      if (entity.title.trim().length < 6 || found.some((chosen) => chosen.entity.id === entity.id)) continue;
      const partial = entity.title.slice(0, 5);
      if ((await search(request, entityType, partial)).some((element) => element.id === entity.id)) {
        found.push({ entity, partial });
      }
    }
  }
  expect(found, `${count} ${PLURAL[entityType]} to search for`).toHaveLength(count);
  return found;
}

async function waitForReport(page: Page) {
  await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 30_000 });
}

/**
 * Types the partial name into the empty page's search box of the type, or a report's compare box,
 * and picks the entity by its id.
 */
async function pick(
  page: Page,
  entityType: EntityType,
  { entity, partial }: { entity: EntitySummary; partial: string },
  into: 'page search' | 'compare box' = 'page search',
) {
  const name = into === 'page search' ? `Search ${PLURAL[entityType]}` : 'Compare with';
  await page.getByRole('main').getByRole('combobox', { name }).fill(partial);
  // Campaign names repeat ('Always-on Brand'): the option is the entity's own, by its id.
  const id = into === 'page search' ? `-${entityType}-${entity.id}` : `-entity-${entity.id}`;
  await page
    .getByRole('option')
    .and(page.locator(`[id$="${id}"]`))
    .click();
}

test.describe('search every entity type', () => {
  test.beforeEach(({ request }) => saveFilterSettings(request, DEMO));

  for (const entityType of ENTITY_TYPES) {
    test(`a partial name on the ${entityType} page opens its report`, async ({ page, request }) => {
      const compared = COMPARED.includes(entityType);
      const [first, second] = await findable(request, entityType, compared ? 2 : 1);
      await logIn(page);
      await page.goto(`${APP}/ad-intelligence/${entityType}/empty`);
      await pick(page, entityType, first!);
      await expect(page).toHaveURL(new RegExp(`/ad-intelligence/${entityType}/common/${first!.entity.id}(\\?|$)`));
      await waitForReport(page);
      // A campaign's title carries its advertiser and flight, a publisher's its kind, as the search
      // named it.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entityDisplayName(first!.entity));
      if (!second) return;

      // The report's compare box adds a second item of its type: the report becomes a comparison.
      await pick(page, entityType, second, 'compare box');
      await expect(page).toHaveURL(
        new RegExp(`/ad-intelligence/${entityType}-compare/${first!.entity.id},${second.entity.id}(\\?|$)`),
      );
      await waitForReport(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `${entityDisplayName(first!.entity)} vs ${entityDisplayName(second.entity)}`,
      );
    });
  }
});
