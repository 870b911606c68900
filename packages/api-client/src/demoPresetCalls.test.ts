import type { DemoPreset } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError.ts';
import { scriptedClient } from './testTokens.test.helper.ts';

const preset: DemoPreset = {
  id: 'advertiser-sportswear',
  page: 'advertiser',
  title: 'Sportswear giants',
  entities: [{ id: 7, entityType: 'advertiser', title: 'nike.com', icon: null }],
  filters: { period: 'LAST_3_MONTHS', channel: 'ALL-ALL', country: 'US' },
};

describe('demo preset calls', () => {
  it('lists every preset, or one report page’s, and answers the elements', async () => {
    const { client, calls } = scriptedClient(() => Response.json({ elements: [preset] }));
    await expect(client.demoPresets.list()).resolves.toEqual([preset]);
    await client.demoPresets.list({ page: 'keyword' });
    expect(calls.slice(-2).map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET demo-presets',
      'GET demo-presets?page=keyword',
    ]);
  });

  it('turns a refusal into an ApiError', async () => {
    const { client } = scriptedClient(() =>
      Response.json({ error: { code: 'error.validation', message: 'Invalid page' } }, { status: 400 }),
    );
    const failure = await client.demoPresets.list().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(400);
  });
});
