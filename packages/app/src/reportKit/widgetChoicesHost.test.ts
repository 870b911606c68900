import type { UserSettings, UserSettingsPatch } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { savedWidgetChoices, widgetChoicesHost, widgetChoicesPatch } from './widgetChoicesHost.ts';

describe('widget choices in the user settings', () => {
  it('reads sorts and type filters per widget type, one metric (default Both), one trend view and interval', () => {
    const settings: UserSettings = {
      widgetSorts: { 'top-ads': 'IMPRESSIONS' },
      widgetTypeFilters: { 'top-ads': ['VIDEO'] },
      expenditureView: 'area',
      expenditureInterval: 'WEEKLY',
    };
    expect(savedWidgetChoices(settings, 'top-ads')).toEqual({
      sort: 'IMPRESSIONS',
      types: ['VIDEO'],
      metric: 'Both',
      view: 'area',
      interval: 'WEEKLY',
    });
    expect(savedWidgetChoices({ widgetMetric: 'Number' }, 'top-publishers')).toMatchObject({
      sort: undefined,
      types: undefined,
      metric: 'Number',
    });
  });

  it("saves a widget type's change without touching the other types' sorts and filters", () => {
    const settings: UserSettings = { widgetSorts: { 'top-publishers': 'expenses' }, widgetMetric: 'Both' };
    expect(widgetChoicesPatch(settings, 'top-ads', { sort: 'DURATION', types: ['BANNER'], metric: 'Both' })).toEqual({
      widgetSorts: { 'top-publishers': 'expenses', 'top-ads': 'DURATION' },
      widgetTypeFilters: { 'top-ads': ['BANNER'] },
    });
    expect(widgetChoicesPatch(settings, 'ad-types-distribution', { metric: 'Percentage' })).toEqual({
      widgetMetric: 'Percentage',
    });
    // Values no key takes are not sent (the server would refuse the whole change).
    expect(widgetChoicesPatch(settings, 'expenditure-trend', { view: 'pie', interval: 'HOURLY' })).toEqual({});
  });

  it('reads the latest settings when saving, so two quick changes both land', () => {
    let settings: UserSettings = {};
    const sent: UserSettingsPatch[] = [];
    const host = widgetChoicesHost(
      () => settings,
      (patch) => {
        sent.push(patch);
        settings = { ...settings, ...patch } as UserSettings;
      },
    );
    host.save('top-ads', { sort: 'NEWEST', types: [] });
    host.save('top-publishers', { sort: 'expenses' });
    expect(settings.widgetSorts).toEqual({ 'top-ads': 'NEWEST', 'top-publishers': 'expenses' });
    // Saving what is saved sends nothing.
    host.save('top-publishers', { sort: 'expenses' });
    expect(sent).toHaveLength(2);
  });
});
