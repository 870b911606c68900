import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob } from './downloadBlob.ts';

describe('downloadBlob', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('clicks a hidden download link to the file and lets the URL go afterwards', () => {
    vi.useFakeTimers();
    const file = new Blob(['a\tb'], { type: 'text/tab-separated-values' });
    URL.createObjectURL = vi.fn(() => 'blob:http://app.test/1');
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
      expect(this.isConnected).toBe(true);
    });

    downloadBlob(file, 'Estimated_expenditure.tsv');

    expect(URL.createObjectURL).toHaveBeenCalledWith(file);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('Estimated_expenditure.tsv');
    expect(clicked[0]!.href).toBe('blob:http://app.test/1');
    expect(clicked[0]!.hidden).toBe(true);
    // The link leaves the page at once; the URL once the browser has taken the file.
    expect(clicked[0]!.isConnected).toBe(false);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://app.test/1');
  });
});
