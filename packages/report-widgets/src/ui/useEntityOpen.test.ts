import { describe, expect, it } from 'vitest';
import { opensNewTab } from './useEntityOpen.ts';

describe('which clicks open a new tab (as on a link)', () => {
  it('is Ctrl-click, ⌘-click and a middle click; a plain or Shift click opens in place', () => {
    expect(opensNewTab({ ctrlKey: true, button: 0 })).toBe(true);
    expect(opensNewTab({ metaKey: true, button: 0 })).toBe(true);
    expect(opensNewTab({ button: 1 })).toBe(true);
    expect(opensNewTab({ button: 0 })).toBe(false);
    expect(opensNewTab({})).toBe(false);
  });
});
