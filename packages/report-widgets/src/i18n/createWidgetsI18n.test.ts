import { en } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { ALL_CHANNELS } from '@adlens/core';
import { widgetSubheaderText } from '../WidgetCard/widgetSubheaderText.ts';
import { activitySegmentsWidget } from '../widgets/ActivitySegments/activitySegmentsWidget.ts';
import { createWidgetsI18n, registerWidgetTexts, widgetResources } from './createWidgetsI18n.ts';
import type { Translate } from './translationKey.ts';
import { widgetTexts } from './widgetTexts.ts';

function translator(language: 'en' | 'en-winmo'): Translate {
  const i18n = createWidgetsI18n(language);
  return (key, values) => i18n.t(key, values ?? {});
}

describe('createWidgetsI18n', () => {
  it('is ready synchronously with the core dictionary', () => {
    const t = translator('en');
    expect(t('widget.empty')).toBe(en.widget.empty);
    expect(t('widget.error', { title: 'Estimated Expenditure' })).toBe(
      'Estimated Expenditure could not be loaded. Please try again later.',
    );
  });

  it('gives each provider its own instance (no global singleton)', () => {
    const a = createWidgetsI18n('en');
    const b = createWidgetsI18n('en-winmo');
    expect(a).not.toBe(b);
    expect(a.t('entityType.advertiser')).toBe('Advertiser');
    expect(b.t('entityType.advertiser')).toBe('Domain');
  });

  it('reads Domain for Advertiser in en-winmo, in the widget texts too', () => {
    const t = translator('en-winmo');
    expect(widgetSubheaderText(t, { entityType: 'advertiser' })).toBe('Domain · All channels · All devices');
    // Audience panels have no channel: the sub-header names the entity type only.
    expect(widgetSubheaderText(t, { entityType: 'advertiser', channel: null })).toBe('Domain');
    expect(t('search.placeholder')).toBe('Search for a domain…');
    expect(t('widgets.estimatedExpenditure.help')).not.toMatch(/advertiser/i);
  });

  it('writes the sub-header as entity type · channel · device', () => {
    const t = translator('en');
    expect(widgetSubheaderText(t, { entityType: 'advertiser', channel: ALL_CHANNELS })).toBe(
      'Advertiser · All channels · All devices',
    );
    expect(widgetSubheaderText(t, { entityType: 'publisher', channel: { type: 'VIDEO', device: 'MOBILE' } })).toBe(
      'Publisher · Video · Mobile',
    );
    // A session whose 'All channels' leaves channels out names the set (docs/product/channels.md).
    const channelSet = {
      channels: { label: 'All channels in this integration: Display, Video', note: 'Not available …' },
      devices: { label: 'All devices in this integration: Desktop, Mobile', note: 'Not available …' },
    };
    expect(widgetSubheaderText(t, { entityType: 'advertiser' }, channelSet)).toBe(
      'Advertiser · All channels in this integration: Display, Video · All devices in this integration: Desktop, Mobile',
    );
    expect(
      widgetSubheaderText(t, { entityType: 'advertiser', channel: { type: 'ALL', device: 'MOBILE' } }, channelSet),
    ).toBe('Advertiser · All channels in this integration: Display, Video · Mobile');
  });

  it('states the period with the days the API counted, the country and the currency once known', () => {
    const t = translator('en');
    const answered = { start: '2026-10-28', end: '2026-11-26' };
    expect(
      widgetSubheaderText(t, {
        entityType: 'advertiser',
        period: 'LAST_30_DAYS',
        dates: answered,
        country: 'US',
        currency: 'USD',
      }),
    ).toBe('Advertiser · Last 30 days: 28 Oct – 26 Nov 2026 · United States · All channels · All devices · USD');
    // Before the data answers: the period's name; no country chosen: every country.
    expect(widgetSubheaderText(t, { entityType: 'advertiser', period: 'LAST_30_DAYS' })).toBe(
      'Advertiser · Last 30 days · All countries · All channels · All devices',
    );
    expect(
      widgetSubheaderText(t, {
        entityType: 'brand',
        period: '20260101-20260331',
        dates: { start: '2026-01-01', end: '2026-03-31' },
        country: 'DE',
        channel: null,
      }),
    ).toBe('Brand · 1 Jan – 31 Mar 2026 · Germany');
  });

  it('pluralises the widget texts with i18next suffixes', () => {
    const t = translator('en');
    expect(t('search.results', { count: 1 })).toBe('1 result available');
    expect(t('search.results', { count: 4 })).toBe('4 results available');
  });

  it('lets the core dictionary win over a widget text of the same key', () => {
    const resources = widgetResources('en') as { widget: { empty: string; help: string } };
    expect(resources.widget.empty).toBe(en.widget.empty);
    expect(resources.widget.help).toBe('About {{title}}');
  });

  it('gives a widget family loaded later its texts, in providers made before and after', () => {
    const before = createWidgetsI18n('en-winmo');
    registerWidgetTexts({ lateFamily: { title: 'Advertiser reach', empty: 'Late' }, widget: { empty: 'Not core' } });
    const after = createWidgetsI18n('en');
    expect(before.t('lateFamily.title')).toBe('Domain reach');
    expect(after.t('lateFamily.title')).toBe('Advertiser reach');
    // The core dictionary still wins over a bundle's key.
    expect(after.t('widget.empty')).toBe(en.widget.empty);
    expect(before.t('widget.empty')).toBe(en.widget.empty);
  });

  it('carries the audience texts with the audience widget definitions, not with every page', () => {
    expect(Object.keys(widgetTexts.widgets)).not.toContain('activitySegments');
    const t = createWidgetsI18n('en');
    expect(t.t(activitySegmentsWidget.titleKey)).toBe('Activity Segments');
    expect(t.t('widgets.audience.share')).toBe('Share of audience');
  });
});
