import type { DashboardLayout, DashboardWidget } from '../datasets/dashboards.ts';
import { suggestName } from '../namePattern.ts';

/**
 * What completing the onboarding creates from the answers: the comparison's and the
 * dashboard's names, and the dashboard's widgets. One definition, read by the API (which creates
 * them) and the wizard's review step (which says what will be created).
 */

/** 'nike.com vs adidas.com': the comparison as the report heading writes it. */
export function onboardingComparisonTitle(ownTitle: string, competitorTitles: readonly string[]): string {
  return [ownTitle, ...competitorTitles].join(' vs ');
}

/** The bookmark's name: the comparison's title made a valid name. */
export function onboardingComparisonName(ownTitle: string, competitorTitles: readonly string[]): string {
  return suggestName(onboardingComparisonTitle(ownTitle, competitorTitles), 'My comparison');
}

/** The first dashboard's name: '{domain} overview', made a valid name. */
export function onboardingDashboardName(ownTitle: string): string {
  return suggestName(`${ownTitle} overview`, 'My overview');
}

/**
 * The first dashboard's widgets (registry types, in reading order) with the registry's default
 * dashboard sizes (`defaultSize`): spend and its trend, where it goes (channels, ad types,
 * publishers) and the ads themselves — the advertiser report's essentials. The app's test checks the
 * types and sizes against the widget registry, so the two cannot drift apart.
 */
export const ONBOARDING_DASHBOARD_WIDGETS: readonly { type: string; w: number; h: number }[] = [
  { type: 'estimated-expenditure', w: 6, h: 8 },
  { type: 'channel-share', w: 6, h: 10 },
  { type: 'expenditure-trend', w: 12, h: 10 },
  { type: 'ad-types-distribution', w: 6, h: 9 },
  { type: 'top-publishers', w: 6, h: 13 },
  { type: 'top-ads', w: 12, h: 10 },
];

/** Places widgets left to right in rows of 12 columns, each row as tall as its tallest widget. */
function rowLayouts(sizes: readonly { w: number; h: number }[], columns = 12): DashboardLayout[] {
  const layouts: DashboardLayout[] = [];
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  for (const { w, h } of sizes) {
    if (x + w > columns) {
      y += rowHeight;
      x = 0;
      rowHeight = 0;
    }
    layouts.push({ x, y, w, h });
    x += w;
    rowHeight = Math.max(rowHeight, h);
  }
  return layouts;
}

/**
 * The first dashboard's widgets for the compared advertisers: every widget shows every item (the own
 * domain first), so the dashboard is the comparison at a glance. `newId` makes the widget ids.
 */
export function onboardingDashboardWidgets(
  items: readonly { id: number; title: string }[],
  newId: () => string,
): DashboardWidget[] {
  const layouts = rowLayouts(ONBOARDING_DASHBOARD_WIDGETS);
  return ONBOARDING_DASHBOARD_WIDGETS.map((widget, index) => ({
    id: newId(),
    type: widget.type,
    entityType: 'advertiser',
    items: items.map((item) => ({ title: item.title, ids: [item.id] })),
    layout: layouts[index]!,
  }));
}
