import { describe, expect, it } from 'vitest';
import {
  formatDisplayDate,
  formatDisplayDateTime,
  formatEventTime,
  formatIsoDate,
  formatRelativeDate,
} from './formatDate.ts';
import { formatDayMonthYear } from './formatTrendDates.ts';

const at = (iso: string) => new Date(iso);

describe('date formats', () => {
  it('writes dates as YYYY-MM-DD in the given zone', () => {
    expect(formatIsoDate(at('2026-03-05T23:30:00Z'))).toBe('2026-03-05');
    expect(formatIsoDate(at('2026-03-05T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-06');
  });

  it('displays days as the charts write them, day first, and adds hh:mm:ss for date-times', () => {
    expect(formatDisplayDate(at('2026-03-05T10:00:00Z'))).toBe('5 Mar 2026');
    expect(formatDisplayDate(at('2026-03-05T23:30:00Z'), 'Asia/Tokyo')).toBe('6 Mar 2026');
    expect(formatDisplayDate(at('2026-12-01T12:00:00Z'))).toBe(formatDayMonthYear('2026-12-01'));
    expect(formatDisplayDateTime(at('2026-12-31T07:08:09Z'))).toBe('31 Dec 2026 07:08:09');
    expect(formatDisplayDateTime(at('2026-12-31T00:00:00Z'))).toBe('31 Dec 2026 00:00:00');
  });

  it('shows event times on a 12-hour clock with AM/PM', () => {
    expect(formatEventTime(at('2026-01-01T00:05:00Z'))).toBe('12:05 AM');
    expect(formatEventTime(at('2026-01-01T09:30:00Z'))).toBe('9:30 AM');
    expect(formatEventTime(at('2026-01-01T12:00:00Z'))).toBe('12:00 PM');
    expect(formatEventTime(at('2026-01-01T21:05:00Z'))).toBe('9:05 PM');
  });
});

describe('relative dates', () => {
  const now = at('2026-05-10T15:00:00Z');
  it.each([
    ['2026-05-10T15:00:00Z', '0 seconds ago'],
    ['2026-05-10T14:59:59Z', '1 second ago'],
    ['2026-05-10T14:59:01Z', '59 seconds ago'],
    ['2026-05-10T14:59:00Z', '1 minute ago'],
    ['2026-05-10T14:00:01Z', '59 minutes ago'],
    ['2026-05-10T14:00:00Z', '1 hour ago'],
    ['2026-05-10T00:00:00Z', '15 hours ago'],
    ['2026-05-09T23:59:59Z', 'yesterday'],
    ['2026-05-09T00:00:00Z', 'yesterday'],
    ['2026-05-08T23:59:59Z', '8 May 2026'],
    ['2026-05-10T15:00:30Z', '0 seconds ago'],
  ])('%s is %s', (when, text) => {
    expect(formatRelativeDate(at(when), now)).toBe(text);
  });

  it('counts days in the viewer’s zone', () => {
    // 16:00 UTC is 01:00 on the 11th in Tokyo, where 00:30 UTC on the 10th was the day before.
    const tokyoNow = at('2026-05-10T16:00:00Z');
    expect(formatRelativeDate(at('2026-05-10T00:30:00Z'), tokyoNow, 'Asia/Tokyo')).toBe('yesterday');
    expect(formatRelativeDate(at('2026-05-10T00:30:00Z'), tokyoNow)).toBe('15 hours ago');
  });
});
