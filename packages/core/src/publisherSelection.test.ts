import { describe, expect, it } from 'vitest';
import { isPublisherChoiceDisabled } from './publisherSelection.ts';

describe('publisher filter limit', () => {
  it('disables unselected publishers once 10 are selected', () => {
    expect(isPublisherChoiceDisabled(false, 9)).toBe(false);
    expect(isPublisherChoiceDisabled(false, 10)).toBe(true);
  });

  it('keeps selected publishers enabled so they can be removed', () => {
    expect(isPublisherChoiceDisabled(true, 10)).toBe(false);
  });
});
