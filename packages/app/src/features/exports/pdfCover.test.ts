import { describe, expect, it } from 'vitest';
import { pdfCoverLines } from './pdfCover.ts';

describe('pdfCoverLines', () => {
  it('says a campaign read on one publisher is that publisher’s slice, in the sub-header’s words', () => {
    const request = { entities: [{ entityType: 'campaign' as const, ids: [7] }], period: 'LAST_30_DAYS' };
    const lines = pdfCoverLines(
      { items: ['Spring sale'], request, publisher: 'Yahoo' },
      { generatedAt: new Date('2026-12-08T10:00:00Z'), locale: 'en-GB' },
    );
    expect(lines.slice(0, 2)).toEqual([
      { label: 'Campaign', value: 'Spring sale' },
      { label: 'Publisher', value: 'On Yahoo only' },
    ]);
    const whole = pdfCoverLines({ items: ['Spring sale'], request }, { generatedAt: new Date(), locale: 'en-GB' });
    expect(whole.map((line) => line.label)).not.toContain('Publisher');
  });
});
