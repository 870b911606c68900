import { API_BASE_PATH } from '@adlens/core';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** A report view of advertiser 5 (POST security/tokens/report): an access log and a view token. */
export const ADVERTISER_5_VIEW = {
  type: 'REGULAR',
  moduleType: 'AD_INTELLIGENCE',
  entityType: 'advertiser',
  instances: [5],
  favoriteIds: [],
  unsavedGroups: [],
  params: {},
} as const;

/**
 * What a user keeps, made the way the apps make them: a dashboard, a comparison bookmark, digest
 * subscriptions, a report view (an access log) and an export. Login made the session and the device.
 */
export async function keepOwnedRows(app: FastifyInstance, accessToken: string, label: string): Promise<void> {
  const bearer = `Bearer ${accessToken}`;
  const requests: [string, unknown][] = [
    ['/dashboards', { name: `${label} board` }],
    [
      '/favorites/datapoints',
      {
        name: `${label} group`,
        details: {
          type: 'COMPARISON',
          moduleType: 'AD_INTELLIGENCE',
          entityType: 'advertiser',
          categoryId: null,
          instances: [5, 6],
          unsavedGroups: [],
          params: { channel: 'ALL-ALL', period: 'LAST_3_MONTHS' },
        },
      },
    ],
    ['/subscriptions', ['WEEKLY']],
    ['/subscriptions/entries', [{ type: 'single', dataPoint: 'advertiser', countryId: 'US', instances: [5] }]],
    ['/security/tokens/report', ADVERTISER_5_VIEW],
    [
      '/downloads',
      {
        type: 'SINGLE_DATASET_WIDGET',
        format: 'TSV',
        name: `${label} export`,
        group: 'widget:top-publishers',
        criteria: { sheets: [{ title: 'Top publishers', dataset: 'top-publishers', query: 'advertiser=5&size=5' }] },
        settings: { decimalDelimiter: '.', dateFormat: 'YYYY-MM-DD' },
      },
    ],
  ];
  for (const [url, payload] of requests) {
    const response = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${url}`,
      headers: { authorization: bearer },
      payload: payload as object,
    });
    // A plan may refuse one (403 package limit): the rows it allows are still watched.
    expect(response.statusCode, `${label}: POST ${url} → ${response.body}`).toBeLessThan(500);
  }
}
