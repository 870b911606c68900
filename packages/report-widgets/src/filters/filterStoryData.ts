import type { AvailablePublisher, ChannelOption, CountryOption, CurrencyOption, PeriodOption } from '@adlens/core';

/** Story and test data in the API's shapes. Not published. */
const option = { disabled: false, restricted: false };
const intervals = {
  supportedIntervals: [{ code: 'MONTHLY' as const, title: 'Monthly' }],
  defaultInterval: { code: 'MONTHLY' as const },
};

export const storyChannels: ChannelOption[] = [
  {
    ...option,
    id: 'ALL',
    type: 'ALL',
    title: 'All channels',
    impressions: 0,
    expenses: 0,
    devices: [
      { ...option, code: 'DESKTOP', title: 'Desktop' },
      { ...option, code: 'MOBILE', title: 'Mobile' },
      { ...option, code: 'SMART_TV', title: 'Smart TV', restricted: true },
    ],
  },
  {
    ...option,
    id: 'DISPLAY',
    type: 'DISPLAY',
    title: 'Display',
    impressions: 0,
    expenses: 0,
    devices: [
      { ...option, code: 'DESKTOP', title: 'Desktop' },
      { ...option, code: 'MOBILE', title: 'Mobile' },
    ],
  },
  {
    ...option,
    id: 'CONNECTED_TV',
    type: 'CONNECTED_TV',
    title: 'Connected TV',
    impressions: 0,
    expenses: 0,
    restricted: true,
    devices: [{ ...option, code: 'SMART_TV', title: 'Smart TV' }],
  },
  {
    ...option,
    id: 'INAPP',
    type: 'INAPP',
    title: 'In-app',
    impressions: 0,
    expenses: 0,
    devices: [{ ...option, code: 'MOBILE', title: 'Mobile' }],
  },
];

export const storyCountries: CountryOption[] = [
  { ...option, id: 840, code: 'US', title: 'United States' },
  { ...option, id: 826, code: 'GB', title: 'United Kingdom' },
  { ...option, id: 276, code: 'DE', title: 'Germany' },
  { ...option, id: 250, code: 'FR', title: 'France', restricted: true },
  { ...option, id: 392, code: 'JP', title: 'Japan', disabled: true },
];

export const storyCurrencies: CurrencyOption[] = [
  { id: 'USD', code: 'USD', name: 'US dollar', symbol: '$', defaultFractionDigits: 2 },
  { id: 'EUR', code: 'EUR', name: 'Euro', symbol: '€', defaultFractionDigits: 2 },
  { id: 'GBP', code: 'GBP', name: 'Pound sterling', symbol: '£', defaultFractionDigits: 2 },
];

const NAMES = ['facebook.com', 'youtube.com', 'nytimes.com', 'cnn.com', 'bbc.co.uk', 'espn.com', 'reddit.com'];
export const storyPublishers: AvailablePublisher[] = Array.from({ length: 14 }, (_, index) => ({
  id: index + 1,
  name: NAMES[index] ?? `publisher-${index + 1}.com`,
  favIconUrl: null,
  type: 'WEBSITE',
  channels: { elements: ['DISPLAY'] },
}));

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The API's MONTHLY periods from `first` to `dataEnd` (a month), the last one cut to `dataEnd`. */
function monthlyPeriods(count: number, dataEnd: string, disabled: (index: number) => boolean): PeriodOption[] {
  return Array.from({ length: count }, (_, index) => {
    const year = 2025 + Math.floor(index / 12);
    const month = (index % 12) + 1;
    const start = `${year}-${pad(month)}-01`;
    const whole = `${year}-${pad(month)}-${pad(lastDay(year, month))}`;
    const end = whole > dataEnd ? dataEnd : whole;
    return {
      ...option,
      ...intervals,
      id: `${start.replaceAll('-', '')}-${end.replaceAll('-', '')}`,
      code: 'MONTHLY',
      type: 'MONTHLY',
      title: `${year}-${pad(month)}`,
      start,
      end,
      disabled: disabled(index),
    };
  });
}

/** Data from Jan 2025 to Oct 2026. January 2025 has no data. */
const monthly = monthlyPeriods(22, '2026-10-31', (index) => index === 0);

const predefined = (
  code: string,
  title: string,
  start: string,
  extra: Partial<PeriodOption> = {},
  end = '2026-10-31',
): PeriodOption => ({
  ...option,
  ...intervals,
  id: code,
  code,
  type: 'PREDEFINED',
  title,
  start,
  end,
  ...extra,
});

export const storyPeriods: PeriodOption[] = [
  predefined('LAST_7_DAYS', 'Last 7 days', '2026-10-25', { disabled: true }),
  predefined('LAST_30_DAYS', 'Last 30 days', '2026-10-02'),
  predefined('LAST_3_MONTHS', 'Last 3 months', '2026-08-01'),
  predefined('LAST_12_MONTHS', 'Last 12 months', '2025-11-01', { restricted: true }),
  ...monthly,
];

/** Data from Jan 2025 to 6 Dec 2026, read on 7 Dec: December is the month still filling. */
export const decemberPeriods: PeriodOption[] = [
  predefined('LAST_7_DAYS', 'Last 7 days', '2026-11-30', {}, '2026-12-06'),
  predefined('LAST_30_DAYS', 'Last 30 days', '2026-11-07', {}, '2026-12-06'),
  predefined('LAST_3_MONTHS', 'Last 3 months', '2026-10-01', {}, '2026-12-06'),
  predefined('LAST_12_MONTHS', 'Last 12 months', '2026-01-01', {}, '2026-12-06'),
  predefined('YEAR_TO_DATE', 'Year to date', '2026-01-01', {}, '2026-12-06'),
  ...monthlyPeriods(24, '2026-12-06', () => false),
];
