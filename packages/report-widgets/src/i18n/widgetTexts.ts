/**
 * Interface texts the widgets need that `@adlens/core`'s dictionary does not carry yet. They are
 * merged *under* the core dictionary (core wins on a clash), so moving a key into core's `en.ts` is
 * all it takes to retire it here. en-winmo is derived with core's own `toDomainWording`.
 * Plural keys use i18next's `_one` / `_other` suffixes.
 */
export const widgetTexts = {
  widget: {
    help: 'About {{title}}',
    subheaderSeparator: ' · ',
  },
  search: {
    searching: 'Searching…',
    results_one: '{{count}} result available',
    results_other: '{{count}} results available',
    impressions: '{{value}} impressions',
  },
  exportColumns: {
    channel: 'Channel',
  },
  common: {
    notAvailable: 'N/A',
  },
} as const;
