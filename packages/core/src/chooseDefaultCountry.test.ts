import { describe, expect, it } from 'vitest';
import { chooseDefaultCountry } from './chooseDefaultCountry.ts';

const country = (id: number, code: string, restricted = false, disabled = false) => ({
  id,
  code,
  title: code,
  restricted,
  disabled,
});
const countries = [country(1, 'AR', true), country(2, 'US'), country(3, 'DE'), country(4, 'FR', false, true)];

describe('default country', () => {
  it('takes the query parameter, then the persisted country', () => {
    expect(chooseDefaultCountry(countries, { query: 'de', persisted: 'US' })?.id).toBe(3);
    expect(chooseDefaultCountry(countries, { query: 'XX', persisted: 'DE' })?.id).toBe(3);
  });

  it('falls back to the first country that is not restricted', () => {
    expect(chooseDefaultCountry(countries)?.id).toBe(2);
    expect(chooseDefaultCountry(countries, { query: 'AR', persisted: 'FR' })?.id).toBe(2);
  });

  it("lets a trial's URL choose a country outside the package, never a saved one or a fallback", () => {
    expect(chooseDefaultCountry(countries, { query: 'AR', premium: true })?.id).toBe(1);
    expect(chooseDefaultCountry(countries, { persisted: 'AR', premium: true })?.id).toBe(2);
    expect(chooseDefaultCountry(countries, { query: 'FR', premium: true })?.id).toBe(2); // no data: never
    expect(chooseDefaultCountry([country(1, 'AR', true)], { premium: true })).toBeUndefined();
  });

  it('gives undefined when every country is locked', () => {
    expect(chooseDefaultCountry([country(1, 'AR', true)])).toBeUndefined();
  });
});
