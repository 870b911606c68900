import { describe, expect, it, vi } from 'vitest';
import { consoleAnalyticsSink } from './consoleAnalyticsSink.ts';

describe('consoleAnalyticsSink (the development logger)', () => {
  it('logs each event as a collapsed group at debug level', () => {
    const output = { debug: vi.fn(), groupCollapsed: vi.fn(), groupEnd: vi.fn() };
    const sink = consoleAnalyticsSink(output);
    void sink.send({
      event: 'TRACK_ACTION',
      properties: { Action: 'Bookmark Saved', Page: 'report', Path: '/x', Target: 'Mine' },
      occurredAt: '2026-05-04T10:00:00.000Z',
      sessionId: 'v',
      userId: '7',
    });
    expect(output.groupCollapsed).toHaveBeenCalledWith('[analytics] TRACK_ACTION');
    expect(output.debug).toHaveBeenCalledWith({ Action: 'Bookmark Saved', Page: 'report', Path: '/x', Target: 'Mine' });
    expect(output.debug).toHaveBeenCalledWith({ occurredAt: '2026-05-04T10:00:00.000Z', sessionId: 'v', userId: '7' });
    expect(output.groupEnd).toHaveBeenCalledTimes(1);
  });
});
