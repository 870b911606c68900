import { describe, expect, it } from 'vitest';
import { omitChannels } from './omitChannels.ts';

describe('omitChannels (spec reports-data §5: integration mode removes connected TV)', () => {
  const answer = {
    total: { expenses: 10 },
    byChannel: [
      { channel: 'DISPLAY', expenses: 6 },
      { channel: 'CONNECTED_TV', expenses: 4 },
    ],
    shares: [{ code: 'CONNECTED_TV' }, { code: 'VIDEO' }],
    series: [{ type: 'CONNECTED_TV', points: [1] }],
    campaign: { channels: ['VIDEO', 'CONNECTED_TV'] },
    perChannel: { DISPLAY: 1, CONNECTED_TV: 2 },
  };

  it('drops list entries and keys naming a hidden channel, at any depth', () => {
    expect(omitChannels(answer, ['CONNECTED_TV'])).toEqual({
      total: { expenses: 10 },
      byChannel: [{ channel: 'DISPLAY', expenses: 6 }],
      shares: [{ code: 'VIDEO' }],
      series: [],
      campaign: { channels: ['VIDEO'] },
      perChannel: { DISPLAY: 1 },
    });
  });

  it('keeps the very same objects where nothing is hidden', () => {
    const clean = { byChannel: [{ channel: 'DISPLAY' }], total: { expenses: 1 } };
    expect(omitChannels(clean, ['CONNECTED_TV'])).toBe(clean);
    expect(omitChannels(answer, [])).toBe(answer);
    const result = omitChannels(answer, ['CONNECTED_TV']);
    expect(result.total).toBe(answer.total);
  });
});
