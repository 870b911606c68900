import type { DataChannel } from '../channel.ts';
import type { PackageFeature, PackageFlag, PlanLimit } from './packagePlans.ts';

/** The promotion dialogs. */
export const PROMOTION_IDS = [
  'industryBenchmark',
  'dashboards',
  'brands',
  'categories',
  'demographics',
  'interests',
] as const;
export type PromotionId = (typeof PROMOTION_IDS)[number];

/**
 * The default restriction action depends on the kind of control — exports are
 * disabled, toolbar controls (menu items, filter entries, benchmark) and widgets are restricted.
 */
export type ControlKind = 'toolbar' | 'widget' | 'export';

/** What opening the control takes: a flag, a feature, a channel, or being within a numeric limit. */
export type ControlRequirement =
  | { flag: PackageFlag }
  | { feature: PackageFeature }
  | { channel: DataChannel }
  /** The control stands for what lies beyond the limit (a longer period, another market, more ads). */
  | { limit: PlanLimit };

/**
 * What a restricted control offers: a promotion dialog, the
 * contact-sales dialog straight away (audience items), or the package-limit message in a tooltip.
 */
export type RestrictionPrompt = 'promotion' | 'contact-sales' | 'package-limit';

export interface GatedControlInfo {
  kind: ControlKind;
  requires: ControlRequirement;
  prompt: RestrictionPrompt;
  /** The promotion (or, for contact-sales prompts, the feature the contact dialog names). */
  promotion?: PromotionId;
  /** Upgrade messages; `{limit}` is the package's limit. */
  message: string;
}

const NEXT_PACKAGE = 'Enjoy more features by upgrading to the next package';
const channelEntry = (channel: DataChannel): GatedControlInfo => ({
  kind: 'toolbar',
  requires: { channel },
  prompt: 'package-limit',
  message: 'Enjoy more channels by increasing your limit',
});
const exportControl = (feature: PackageFeature): GatedControlInfo => ({
  kind: 'export',
  requires: { feature },
  prompt: 'package-limit',
  message: NEXT_PACKAGE,
});

/**
 * Every control the package gates, by id: promotions, package
 * features, flags and limits, filter entries, widget restrictions and exports
 * (docs/product/plans-and-limits.md).
 */
export const GATED_CONTROL_INFO = {
  'menu.categories': {
    kind: 'toolbar',
    requires: { flag: 'category' },
    prompt: 'promotion',
    promotion: 'categories',
    message: NEXT_PACKAGE,
  },
  'menu.brands': {
    kind: 'toolbar',
    requires: { flag: 'brand' },
    prompt: 'promotion',
    promotion: 'brands',
    message: NEXT_PACKAGE,
  },
  // The contact modal for audience items.
  'menu.demographics': {
    kind: 'toolbar',
    requires: { flag: 'audience' },
    prompt: 'contact-sales',
    promotion: 'demographics',
    message: NEXT_PACKAGE,
  },
  'menu.interests': {
    kind: 'toolbar',
    requires: { flag: 'audience' },
    prompt: 'contact-sales',
    promotion: 'interests',
    message: NEXT_PACKAGE,
  },
  dashboards: {
    kind: 'toolbar',
    requires: { flag: 'dashboards' },
    prompt: 'promotion',
    promotion: 'dashboards',
    message: NEXT_PACKAGE,
  },
  'benchmark.advertiser': {
    kind: 'toolbar',
    requires: { flag: 'advertiserBenchmark' },
    prompt: 'promotion',
    promotion: 'industryBenchmark',
    message: NEXT_PACKAGE,
  },
  'benchmark.brand': {
    kind: 'toolbar',
    requires: { flag: 'brandBenchmark' },
    prompt: 'promotion',
    promotion: 'industryBenchmark',
    message: NEXT_PACKAGE,
  },
  'filter.channel.DISPLAY': channelEntry('DISPLAY'),
  'filter.channel.VIDEO': channelEntry('VIDEO'),
  'filter.channel.SOCIAL': channelEntry('SOCIAL'),
  'filter.channel.CONNECTED_TV': channelEntry('CONNECTED_TV'),
  'filter.channel.INAPP': channelEntry('INAPP'),
  'filter.country': { kind: 'toolbar', requires: { limit: 'COUNTRY' }, prompt: 'package-limit', message: NEXT_PACKAGE },
  'filter.period': {
    kind: 'toolbar',
    requires: { limit: 'PERIOD' },
    prompt: 'package-limit',
    message: 'Enjoy longer historical data by increasing your limit',
  },
  // Widget restriction applies when the count exceeds the package limit.
  'widget.topAds': {
    kind: 'widget',
    requires: { limit: 'CREATIVE' },
    prompt: 'package-limit',
    message: 'Enjoy more ads by increasing your limit of {limit}',
  },
  'widget.topCampaigns': {
    kind: 'widget',
    requires: { limit: 'CAMPAIGN' },
    prompt: 'package-limit',
    message: 'Enjoy more campaigns by increasing your limit of {limit}',
  },
  'export.widgetTsv': exportControl('WIDGET_TSV_EXPORT'),
  'export.widgetExcel': exportControl('WIDGET_EXCEL_EXPORT'),
  'export.widgetImage': exportControl('WIDGET_IMAGE_EXPORT'),
  'export.creatives': exportControl('CREATIVES_EXPORT'),
  'export.reportPdf': exportControl('REPORT_PDF_EXPORT'),
  'export.reportExcel': exportControl('REPORT_EXCEL_EXPORT'),
} as const satisfies Record<string, GatedControlInfo>;

export type GatedControl = keyof typeof GATED_CONTROL_INFO;

/** Every gated control, in menu, toolbar, widget, export order. */
export const GATED_CONTROLS = /* @__PURE__ */ Object.keys(GATED_CONTROL_INFO) as GatedControl[];

/** The filter-menu entry of a channel. */
export function channelControl(channel: DataChannel): GatedControl {
  return `filter.channel.${channel}`;
}
