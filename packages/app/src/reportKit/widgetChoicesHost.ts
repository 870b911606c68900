import {
  DEFAULT_WIDGET_METRIC,
  EXPENDITURE_VIEWS,
  TREND_INTERVALS,
  WIDGET_METRICS,
  type UserSettings,
  type UserSettingsPatch,
} from '@adlens/core';
import type { WidgetChoicesHost, WidgetSavedChoices } from '@adlens/report-widgets';

/**
 * Where a report's widget choices live in the user's settings
 * (docs/decisions/settings-and-notifications.md#keep-everything): sorts and type filters per widget
 * type (`widgetSorts['top-ads']`, `widgetTypeFilters['top-ads']`), one widget metric for every
 * distribution (default Both), one expenditure view and interval for the trend.
 */
export function savedWidgetChoices(settings: UserSettings, type: string): WidgetSavedChoices {
  return {
    sort: settings.widgetSorts?.[type],
    types: settings.widgetTypeFilters?.[type],
    metric: settings.widgetMetric ?? DEFAULT_WIDGET_METRIC,
    view: settings.expenditureView,
    interval: settings.expenditureInterval,
  };
}

/** The settings change that keeps a widget type's choices; sorts and filters of other types stay. */
export function widgetChoicesPatch(
  settings: UserSettings,
  type: string,
  choices: WidgetSavedChoices,
): UserSettingsPatch {
  const patch: UserSettingsPatch = {};
  if (choices.sort !== undefined && choices.sort !== settings.widgetSorts?.[type])
    patch.widgetSorts = { ...settings.widgetSorts, [type]: choices.sort };
  if (
    choices.types !== undefined &&
    JSON.stringify(choices.types) !== JSON.stringify(settings.widgetTypeFilters?.[type])
  )
    patch.widgetTypeFilters = { ...settings.widgetTypeFilters, [type]: [...choices.types] };
  const metric = WIDGET_METRICS.find((candidate) => candidate === choices.metric);
  if (metric && metric !== settings.widgetMetric) patch.widgetMetric = metric;
  const view = EXPENDITURE_VIEWS.find((candidate) => candidate === choices.view);
  if (view && view !== settings.expenditureView) patch.expenditureView = view;
  const interval = TREND_INTERVALS.find((candidate) => candidate === choices.interval);
  if (interval && interval !== settings.expenditureInterval) patch.expenditureInterval = interval;
  return patch;
}

/**
 * The widget-choices host of a report page: reads the settings as they are when asked (the shell
 * loaded them before the page), and saves a change of a widget's choices.
 */
export function widgetChoicesHost(
  current: () => UserSettings,
  save: (patch: UserSettingsPatch) => void,
): WidgetChoicesHost {
  return {
    read: (type) => savedWidgetChoices(current(), type),
    save: (type, choices) => {
      const patch = widgetChoicesPatch(current(), type, choices);
      if (Object.keys(patch).length > 0) save(patch);
    },
  };
}
