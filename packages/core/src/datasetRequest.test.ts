import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHANNEL_DEVICES, DATA_CHANNELS } from './channel.ts';
import {
  CONDITION_OPERATORS,
  type DatasetRequest,
  DatasetRequestError,
  parseDatasetRequest,
  serializeDatasetRequest,
} from './datasetRequest.ts';
import { ENTITY_TYPES } from './entityType.ts';
import { PERIOD_CODES } from './period.ts';

const channelArb = fc.oneof(
  fc.constant({ type: 'ALL' as const, device: 'ALL' as const }),
  fc
    .constantFrom(...DATA_CHANNELS)
    .chain((type) => fc.constantFrom('ALL' as const, ...CHANNEL_DEVICES[type]).map((device) => ({ type, device }))),
);

const fieldArb = fc.stringMatching(/^[a-z][a-zA-Z0-9_]{0,10}$/);

const conditionArb = fc.constantFrom(...CONDITION_OPERATORS).chain((op) => {
  const value = fc.string({ maxLength: 12 });
  const values =
    op === 'between'
      ? fc.tuple(value, value).map((v) => [...v])
      : op === 'in'
        ? fc.array(value, { minLength: 1, maxLength: 4 })
        : value.map((v) => [v]);
  return fc.record({ field: fieldArb, op: fc.constant(op), values });
});

const requestArb: fc.Arbitrary<DatasetRequest> = fc.record(
  {
    entities: fc.uniqueArray(
      fc.record({
        entityType: fc.constantFrom(...ENTITY_TYPES),
        ids: fc.array(fc.integer({ min: 1, max: 2 ** 40 }), { minLength: 1, maxLength: 5 }),
      }),
      { selector: (e) => e.entityType, minLength: 1, maxLength: 3 },
    ),
    channel: channelArb,
    country: fc.stringMatching(/^[A-Z]{2}$/),
    period: fc.oneof(fc.constantFrom(...PERIOD_CODES), fc.constant('20260101-20260331')),
    currency: fc.constantFrom('USD', 'EUR', 'SEK'),
    page: fc.nat({ max: 500 }),
    size: fc.integer({ min: 1, max: 1000 }),
    sort: fc.record({ field: fieldArb, direction: fc.constantFrom('asc' as const, 'desc' as const) }),
    q: fc.string({ maxLength: 40 }),
    conditions: fc.uniqueArray(conditionArb, { selector: (c) => c.field, minLength: 1, maxLength: 3 }),
    params: fc.dictionary(fc.stringMatching(/^custom[A-Z][a-z]{0,6}$/), fc.string({ maxLength: 20 }), { maxKeys: 2 }),
  },
  { requiredKeys: [] },
);

describe('dataset request wire form', () => {
  it('round-trips every request through the query string', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const wire = new URLSearchParams(serializeDatasetRequest(request).toString());
        const parsed = parseDatasetRequest(wire);
        const normalised = { ...request };
        if (normalised.params && Object.keys(normalised.params).length === 0) delete normalised.params;
        expect(parsed).toEqual(normalised);
      }),
    );
  });

  it('writes single ids plainly and lists in parentheses', () => {
    const wire = serializeDatasetRequest({
      entities: [
        { entityType: 'advertiser', ids: [12] },
        { entityType: 'publisher', ids: [3, 4] },
      ],
      channel: { type: 'DISPLAY', device: 'DESKTOP' },
      sort: { field: 'expenses', direction: 'desc' },
    });
    expect(wire.toString()).toBe('advertiser=12&publisher=%283%2C4%29&channel=DISPLAY-DESKTOP&sort=expenses-desc');
  });

  it('defaults a sort without a direction to descending', () => {
    expect(parseDatasetRequest({ sort: 'impressions' }).sort).toEqual({ field: 'impressions', direction: 'desc' });
  });

  it('keeps commas and parentheses inside condition values', () => {
    const request: DatasetRequest = { conditions: [{ field: 'name', op: 'in', values: ['a,b', '(c)', '100%'] }] };
    expect(parseDatasetRequest(serializeDatasetRequest(request))).toEqual(request);
  });

  it('collects every problem of a bad request at once', () => {
    const attempt = () =>
      parseDatasetRequest({
        advertiser: 'abc',
        channel: 'CONNECTED_TV-DESKTOP',
        period: 'LAST_99_DAYS',
        size: '0',
        'f.name': 'like(x)',
      });
    expect(attempt).toThrow(DatasetRequestError);
    try {
      attempt();
    } catch (error) {
      expect(Object.keys((error as DatasetRequestError).issues).sort()).toEqual(
        ['advertiser', 'channel', 'f.name', 'period', 'size'].sort(),
      );
    }
  });

  it.each([
    ['advertiser', '0'],
    ['advertiser', '-1'],
    ['advertiser', '(1,)'],
    ['country', 'usa'],
    ['period', '20260231-20260301'],
    ['period', '20260301-20260101'],
    ['page', '-1'],
    ['size', '5000'],
    ['sort', 'expenses-up'],
    ['f.impressions', 'between(1)'],
    ['f.name', 'in'],
    ['f.size', 'ge(1,2)'],
    ['bad key!', 'x'],
  ])('rejects %s=%s', (key, value) => {
    expect(() => parseDatasetRequest({ [key]: value })).toThrow(DatasetRequestError);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'treats the query key %s as data, never as an object property',
    (key) => {
      const twice = new URLSearchParams([
        [key, 'x'],
        [key, 'y'],
      ]);
      expect(() => parseDatasetRequest(twice)).toThrow(DatasetRequestError);
      const once = () => parseDatasetRequest({ [key]: 'x' });
      if (key === 'toString' || key === 'hasOwnProperty') expect(once().params?.[key]).toBe('x');
      else expect(once).toThrow(DatasetRequestError);
    },
  );

  it('rejects a parameter given twice', () => {
    expect(() => parseDatasetRequest(new URLSearchParams('advertiser=1&advertiser=2'))).toThrow(/advertiser/);
  });
});
