import { ONBOARDING_DASHBOARD_WIDGETS } from '@adlens/core';
import { type AnyWidgetDefinition, WIDGETS } from '@adlens/report-widgets';
import { describe, expect, it } from 'vitest';
import { REPORT_LAYOUTS } from '../../reportKit/reportLayouts.ts';

/**
 * The API builds the first dashboard from core's list (it cannot read the widget registry): each entry
 * must be a registered widget of the advertiser report, at the registry's default dashboard size.
 */
describe("the onboarding dashboard's widgets match the widget registry", () => {
  it.each(ONBOARDING_DASHBOARD_WIDGETS.map((widget) => [widget.type, widget] as const))('%s', (type, widget) => {
    const definition = (WIDGETS as Record<string, AnyWidgetDefinition | undefined>)[type];
    expect(definition).toBeDefined();
    expect(definition!.entityTypes).toContain('advertiser');
    expect(REPORT_LAYOUTS.advertiser).toContain(type);
    expect({ w: widget.w, h: widget.h }).toEqual(definition!.defaultSize);
  });
});
