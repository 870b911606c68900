import { describe, expect, it } from 'vitest';
import { salesToolClaimsSchema } from './partnerClaims.ts';

/** The claims that steer the embed. */
const valid = {
  email: 'seller@agency.example',
  country: 'us',
  path: '/ad-intelligence/advertiser/common/5',
  entities: 'nike.com, adidas.com',
  viewMode: 'SIDEBAR',
  subscribed: true,
  baseUrl: 'https://sales.example/app',
};

describe('salesToolClaimsSchema', () => {
  it('accepts a full token and upper-cases the country', () => {
    expect(salesToolClaimsSchema.parse(valid)).toEqual({ ...valid, country: 'US' });
  });

  it('needs only the e-mail and the subscription', () => {
    expect(salesToolClaimsSchema.parse({ email: valid.email, subscribed: false })).toEqual({
      email: valid.email,
      subscribed: false,
    });
  });

  it.each([
    ['a country that is not a two-letter code', { country: 'USA' }],
    ['a path to another origin', { path: '//evil.example/x' }],
    ['a path that is a full URL', { path: 'https://evil.example/x' }],
    ['a relative path', { path: 'ad-intelligence' }],
    ['more than 10 entity names', { entities: Array.from({ length: 11 }, (_, i) => `n${i}.com`).join(',') }],
    ['an unknown view mode', { viewMode: 'POPUP' }],
    ['a base URL that is not http(s)', { baseUrl: 'javascript:alert(1)' }],
    ['a base URL that is not a URL', { baseUrl: 'the app' }],
    ['a subscription that is not a boolean', { subscribed: 'yes' }],
  ])('refuses %s', (_, change) => {
    expect(salesToolClaimsSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});
