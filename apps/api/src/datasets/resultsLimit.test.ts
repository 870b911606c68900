import { describe, expect, it } from 'vitest';
import { cappedPage, listCount } from './resultsLimit.ts';

describe("cappedPage (the package's CAMPAIGN / CREATIVE resultsLimit)", () => {
  it('leaves pages alone without a cap', () => {
    expect(cappedPage(3, 10, null)).toEqual({ offset: 30, limit: 10 });
  });

  it('cuts the page that crosses the cap and empties the pages past it', () => {
    expect(cappedPage(0, 20, 50)).toEqual({ offset: 0, limit: 20 });
    expect(cappedPage(2, 20, 50)).toEqual({ offset: 40, limit: 10 });
    expect(cappedPage(3, 20, 50)).toEqual({ offset: 60, limit: 0 });
    expect(cappedPage(0, 100, 10)).toEqual({ offset: 0, limit: 10 });
  });

  it('says the cap in the count only when there is one', () => {
    expect(listCount(120, 50)).toEqual({ total: 120, resultsLimit: 50 });
    expect(listCount(120, null)).toEqual({ total: 120 });
  });
});
