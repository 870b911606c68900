import { ENTITY_TYPES } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { REPORT_LAYOUTS, layoutWidgets } from './reportLayouts.ts';

/**
 * Every report whole: a report page shows every widget
 * its layout lists. layoutWidgets leaves out a widget that is not registered or does not take the
 * report's entity type, which silently dropped ad types and top ads from category reports and top
 * publishers from campaign, keyword and brand reports.
 */
describe('each report type shows every widget of its layout', () => {
  it.each(ENTITY_TYPES.map((entityType) => [entityType] as const))('%s', (entityType) => {
    const shown = layoutWidgets(REPORT_LAYOUTS[entityType], entityType).map((definition) => definition.type);
    expect(shown).toEqual(REPORT_LAYOUTS[entityType]);
  });
});
