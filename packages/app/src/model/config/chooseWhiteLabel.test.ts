import { describe, expect, it } from 'vitest';
import { chooseWhiteLabel } from './chooseWhiteLabel.ts';

describe('chooseWhiteLabel: which shipped brand the standalone app starts with', () => {
  it('takes ?whiteLabel= first, then the build default, then Adlens', () => {
    expect(chooseWhiteLabel('?whiteLabel=meridian', 'adlens').id).toBe('meridian');
    expect(chooseWhiteLabel('', 'meridian').id).toBe('meridian');
    expect(chooseWhiteLabel('').id).toBe('adlens');
  });

  it('ignores an unknown id in the URL', () => {
    expect(chooseWhiteLabel('?whiteLabel=nope', 'meridian').id).toBe('meridian');
    expect(chooseWhiteLabel('?whiteLabel=nope').id).toBe('adlens');
  });
});
