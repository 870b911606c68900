import { en } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import type { Translate } from '../i18n/translationKey.ts';
import { widgetTexts } from '../i18n/widgetTexts.ts';
import {
  ageGroupTitle,
  countryFlagEmoji,
  countryName,
  imageExportFilterTexts,
  periodTitle,
} from './imageExportFilterTexts.ts';

/** Reads the English dictionary and the widget texts the header uses; other keys come back as keys. */
const TEXTS: Record<string, string> = {
  'filters.gender': 'Gender',
  'filters.age': 'Age group',
  'filters.channel': 'Channel',
  'filters.device': 'Device',
  'filters.period': 'Period',
  'filters.country': 'Country',
  'widget.onPublisher': widgetTexts.widget.onPublisher,
};
const t = ((key: string, values?: Record<string, unknown>) => {
  const [group, code] = key.split('.') as [keyof typeof en, string];
  const dictionary = en[group] as Record<string, string> | undefined;
  const text = TEXTS[key] ?? dictionary?.[code] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_all, name: string) => String(values?.[name] ?? ''));
}) as Translate;

describe('the image export header texts', () => {
  it('turn a country code into its flag emoji', () => {
    expect(countryFlagEmoji('de')).toBe('🇩🇪');
    expect(countryFlagEmoji('US')).toBe('\u{1F1FA}\u{1F1F8}');
    expect(countryFlagEmoji('XYZ')).toBe('');
  });

  it('name a country from the browser data', () => {
    expect(countryName('fr')).toBe('France');
  });

  it('title predefined periods, custom ranges, and pass anything else through', () => {
    expect(periodTitle(t, 'LAST_30_DAYS')).toBe('Last 30 days');
    expect(periodTitle(t, '20260101-20260331')).toBe('1 Jan – 31 Mar 2026');
    expect(periodTitle(t, 'SOMETHING')).toBe('SOMETHING');
  });

  it('write age groups with their numbers', () => {
    expect(ageGroupTitle('AGE_25_34')).toBe('25–34');
    expect(ageGroupTitle('AGE_65_PLUS')).toBe('65+');
  });

  it('list the filters in the header’s order, leaving out what was not chosen', () => {
    expect(imageExportFilterTexts(t, { period: 'LAST_3_MONTHS' })).toEqual([
      { label: 'Channel', value: 'All channels' },
      { label: 'Device', value: 'All devices' },
      { label: 'Period', value: 'Last 3 months' },
    ]);
    expect(
      imageExportFilterTexts(t, {
        channel: { type: 'VIDEO', device: 'MOBILE' },
        country: 'gb',
        gender: 'MALE',
        age: 'AGE_18_24',
      }),
    ).toEqual([
      // Until the audience texts are loaded, the gender reads as its code in words.
      { label: 'Gender', value: 'Male' },
      { label: 'Age group', value: '18–24' },
      { label: 'Channel', value: 'Video' },
      { label: 'Device', value: 'Mobile' },
      { label: 'Country', value: 'GB', flag: '🇬🇧', name: 'United Kingdom' },
    ]);
  });

  it("name the set 'All channels' stands for where the plan leaves channels out (docs/product/channels.md)", () => {
    const channelSet = {
      channels: { label: 'All channels in your plan: Display, Social', note: 'Not in your plan: Video' },
      devices: { label: 'All devices in your plan: Desktop, Mobile', note: 'Not in your plan: Smart TV' },
    };
    expect(imageExportFilterTexts(t, {}, channelSet)).toEqual([
      { label: 'Channel', value: 'All channels in your plan: Display, Social' },
      { label: 'Device', value: 'All devices in your plan: Desktop, Mobile' },
    ]);
    expect(imageExportFilterTexts(t, { channel: { type: 'SOCIAL', device: 'ALL' } }, channelSet)).toEqual([
      { label: 'Channel', value: 'Social' },
      { label: 'Device', value: 'All devices' },
    ]);
  });

  it('name the one publisher a campaign is read on, in the sub-header’s words', () => {
    expect(imageExportFilterTexts(t, { period: 'LAST_3_MONTHS', publisher: { title: 'Yahoo' } })).toEqual([
      { label: 'Publisher', value: 'On Yahoo only' },
      { label: 'Channel', value: 'All channels' },
      { label: 'Device', value: 'All devices' },
      { label: 'Period', value: 'Last 3 months' },
    ]);
  });

  it('leave out channel and device for data without a channel', () => {
    expect(imageExportFilterTexts(t, { channel: null }).map((line) => line.label)).toEqual([]);
  });
});
