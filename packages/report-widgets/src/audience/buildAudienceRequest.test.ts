import { serializeDatasetRequest } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { buildAudienceRequest, buildWorldAudienceRequest } from './buildAudienceRequest.ts';

const input = {
  entities: [{ entityType: 'advertiser' as const, ids: [12] }],
  filters: {
    period: 'LAST_3_MONTHS',
    country: 'US',
    channel: { type: 'DISPLAY' as const, device: 'DESKTOP' as const },
    currency: 'EUR',
    gender: 'FEMALE' as const,
    age: 'AGE_25_34' as const,
  },
  options: undefined,
  fullscreen: false,
};

describe('buildAudienceRequest', () => {
  it('names the advertiser, period, country and demographic selection, and no channel or currency', () => {
    const query = serializeDatasetRequest(buildAudienceRequest(input));
    expect(Object.fromEntries(query)).toEqual({
      advertiser: '12',
      period: 'LAST_3_MONTHS',
      country: 'US',
      gender: 'FEMALE',
      age: 'AGE_25_34',
    });
  });

  it('asks for everybody when no gender or age is chosen', () => {
    const request = buildAudienceRequest({ ...input, filters: { period: 'LAST_3_MONTHS' } });
    expect(request).toEqual({ entities: [{ entityType: 'advertiser', ids: [12] }], period: 'LAST_3_MONTHS' });
  });

  it('leaves the country out of the impression map, which shows every country', () => {
    expect(buildWorldAudienceRequest(input).country).toBeUndefined();
    expect(buildWorldAudienceRequest(input).gender).toBe('FEMALE');
  });
});
