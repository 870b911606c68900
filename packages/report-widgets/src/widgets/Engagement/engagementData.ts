import { type EngagementResponse, WEEKDAYS, type Weekday } from '@adlens/core';

export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The zones along the hours; night and evening each a quarter of the width. */
export const HOUR_ZONES = [
  { zone: 'night', hours: 6 },
  { zone: 'daytime', hours: 12 },
  { zone: 'evening', hours: 6 },
] as const;
export type HourZone = (typeof HOUR_ZONES)[number]['zone'];

/** The zone an hour of the day falls in: night 0–5, daytime 6–17, evening 18–23. */
export function hourZone(hour: number): HourZone {
  let end = 0;
  for (const { zone, hours } of HOUR_ZONES) {
    end += hours;
    if (hour < end) return zone;
  }
  return 'evening';
}

/** The four quartile bands, lowest first (0–25, 26–50, 51–75, 76–100 of the maximum). */
export const QUARTILE_BANDS = [0, 1, 2, 3] as const;
export type QuartileBand = (typeof QUARTILE_BANDS)[number];

/** The quartile band of a value, as a percentage of the maximum rounded to whole percents. */
export function quartileBand(value: number, maximum: number): QuartileBand {
  const percent = maximum > 0 ? Math.round((value / maximum) * 100) : 0;
  if (percent <= 25) return 0;
  if (percent <= 50) return 1;
  if (percent <= 75) return 2;
  return 3;
}

/** One heatmap cell: hour along x, weekday row (Monday first), value and its quartile band. */
export type EngagementCell = [hour: number, weekdayRow: number, value: number, band: QuartileBand];

export function engagementCells(data: EngagementResponse): EngagementCell[] {
  const maximum = Math.max(0, ...data.elements.map((cell) => cell.value));
  return data.elements.map(({ weekday, hour, value }) => [
    hour,
    WEEKDAYS.indexOf(weekday),
    value,
    quartileBand(value, maximum),
  ]);
}

/** Not enough data: no cell, or no activity in any. */
export function isEngagementEmpty(data: EngagementResponse): boolean {
  return data.elements.every((cell) => cell.value === 0);
}

export interface EngagementSummary {
  busiest: { weekday: Weekday; hour: number } | null;
  /** Each zone's average value (percent of the busiest cell). */
  zones: { zone: HourZone; average: number }[];
}

/** What the chart's description says: the busiest hour and each zone's average. */
export function engagementSummary(data: EngagementResponse): EngagementSummary {
  const busiest = data.elements.reduce<EngagementResponse['elements'][number] | null>(
    (top, cell) => (top === null || cell.value > top.value ? cell : top),
    null,
  );
  return {
    busiest: busiest && { weekday: busiest.weekday, hour: busiest.hour },
    zones: HOUR_ZONES.map(({ zone }) => {
      const values = data.elements.filter((cell) => hourZone(cell.hour) === zone).map((cell) => cell.value);
      const average = values.length > 0 ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;
      return { zone, average };
    }),
  };
}
