import { describe, expect, it } from 'vitest';
import { isSelectableOption } from './isSelectableOption.ts';

describe('isSelectableOption', () => {
  it('refuses restricted and disabled entries', () => {
    expect(isSelectableOption({ disabled: false, restricted: false })).toBe(true);
    expect(isSelectableOption({ disabled: true, restricted: false })).toBe(false);
    expect(isSelectableOption({ disabled: false, restricted: true })).toBe(false);
  });
});
