import type { DemoPreset, ReportItem } from '@adlens/core';
import { reportPath, reportQuery } from '../../model/location/reportLocation.ts';

/**
 * The report a demo preset opens: several
 * advertisers, publishers, categories or brands as a comparison, several campaigns or keywords as
 * one common report of them all, each with the preset's channel, country and period.
 */
export function demoPresetHref(preset: Pick<DemoPreset, 'page' | 'entities' | 'filters'>): string {
  const items = preset.entities.map((entity): ReportItem => ({ kind: 'single', id: entity.id }));
  const { channel, country, period } = preset.filters;
  return `${reportPath(preset.page, items)}${reportQuery({ channel, country, period })}`;
}
