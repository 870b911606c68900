import { describe, expect, it } from 'vitest';
import {
  type ControlDecision,
  type GatingIntegration,
  decideControl,
  packageUpgrade,
  planGatingContext,
} from './decideControl.ts';
import { GATED_CONTROLS, type GatedControl } from './gatedControls.ts';
import { PACKAGE_CODES, PACKAGE_PLANS, type PackageCode, packagePlanByName } from './packagePlans.ts';

/*
 * The gating table, written out by hand from the product rules and the plan catalogue (docs/product/plans-and-limits.md) — not computed. One letter per integration, in the order none, seo-suite, sales-tool:
 *   S shown · X removed · D disabled (exports without permission, default)
 *   A restricted, contact the account manager (standalone package limits)
 *   C restricted, contact sales (promotions, integrations without an in-app purchase)
 *   P restricted, buy the upgrade through the partner SDK (only Partner → Partner Pro in the SEO suite)
 */
type Row = Record<GatedControl, string>;
// prettier-ignore
const TABLE: Record<PackageCode, Row> = {
  TRIAL: {
    'menu.categories': 'CCC', 'menu.brands': 'CCC', 'menu.demographics': 'CCC', 'menu.interests': 'CCC',
    dashboards: 'CCC', 'benchmark.advertiser': 'CCC', 'benchmark.brand': 'CCC',
    'filter.channel.DISPLAY': 'SSS', 'filter.channel.VIDEO': 'ACC', 'filter.channel.SOCIAL': 'SSS',
    'filter.channel.CONNECTED_TV': 'AXX', 'filter.channel.INAPP': 'ACC',
    'filter.country': 'ACC', 'filter.period': 'ACC', 'widget.topAds': 'ACC', 'widget.topCampaigns': 'ACC',
    'export.widgetTsv': 'DDD', 'export.widgetExcel': 'DDD', 'export.widgetImage': 'DDD',
    'export.creatives': 'DDD', 'export.reportPdf': 'DDD', 'export.reportExcel': 'DDD',
  },
  BASIC: {
    'menu.categories': 'CCC', 'menu.brands': 'CCC', 'menu.demographics': 'CCC', 'menu.interests': 'CCC',
    dashboards: 'CCC', 'benchmark.advertiser': 'CCC', 'benchmark.brand': 'CCC',
    'filter.channel.DISPLAY': 'SSS', 'filter.channel.VIDEO': 'SSS', 'filter.channel.SOCIAL': 'SSS',
    'filter.channel.CONNECTED_TV': 'AXX', 'filter.channel.INAPP': 'ACC',
    'filter.country': 'ACC', 'filter.period': 'ACC', 'widget.topAds': 'ACC', 'widget.topCampaigns': 'ACC',
    'export.widgetTsv': 'SSS', 'export.widgetExcel': 'DDD', 'export.widgetImage': 'SSS',
    'export.creatives': 'DDD', 'export.reportPdf': 'DDD', 'export.reportExcel': 'DDD',
  },
  PROFESSIONAL: {
    'menu.categories': 'SSS', 'menu.brands': 'CCC', 'menu.demographics': 'CCC', 'menu.interests': 'CCC',
    dashboards: 'CCC', 'benchmark.advertiser': 'SSS', 'benchmark.brand': 'CCC',
    'filter.channel.DISPLAY': 'SSS', 'filter.channel.VIDEO': 'SSS', 'filter.channel.SOCIAL': 'SSS',
    'filter.channel.CONNECTED_TV': 'AXX', 'filter.channel.INAPP': 'SSS',
    'filter.country': 'ACC', 'filter.period': 'ACC', 'widget.topAds': 'ACC', 'widget.topCampaigns': 'ACC',
    'export.widgetTsv': 'SSS', 'export.widgetExcel': 'SSS', 'export.widgetImage': 'SSS',
    'export.creatives': 'SSS', 'export.reportPdf': 'DDD', 'export.reportExcel': 'DDD',
  },
  TEAM: {
    'menu.categories': 'SSS', 'menu.brands': 'SSS', 'menu.demographics': 'CCC', 'menu.interests': 'CCC',
    dashboards: 'SSS', 'benchmark.advertiser': 'SSS', 'benchmark.brand': 'CCC',
    'filter.channel.DISPLAY': 'SSS', 'filter.channel.VIDEO': 'SSS', 'filter.channel.SOCIAL': 'SSS',
    'filter.channel.CONNECTED_TV': 'SXX', 'filter.channel.INAPP': 'SSS',
    'filter.country': 'ACC', 'filter.period': 'ACC', 'widget.topAds': 'ACC', 'widget.topCampaigns': 'ACC',
    'export.widgetTsv': 'SSS', 'export.widgetExcel': 'SSS', 'export.widgetImage': 'SSS',
    'export.creatives': 'SSS', 'export.reportPdf': 'SSS', 'export.reportExcel': 'SSS',
  },
  ENTERPRISE: {
    'menu.categories': 'SSS', 'menu.brands': 'SSS', 'menu.demographics': 'SSS', 'menu.interests': 'SSS',
    dashboards: 'SSS', 'benchmark.advertiser': 'SSS', 'benchmark.brand': 'SSS',
    'filter.channel.DISPLAY': 'SSS', 'filter.channel.VIDEO': 'SSS', 'filter.channel.SOCIAL': 'SSS',
    'filter.channel.CONNECTED_TV': 'SXX', 'filter.channel.INAPP': 'SSS',
    'filter.country': 'ACC', 'filter.period': 'ACC', 'widget.topAds': 'ACC', 'widget.topCampaigns': 'ACC',
    'export.widgetTsv': 'SSS', 'export.widgetExcel': 'SSS', 'export.widgetImage': 'SSS',
    'export.creatives': 'SSS', 'export.reportPdf': 'SSS', 'export.reportExcel': 'SSS',
  },
  PARTNER: {
    'menu.categories': 'CPC', 'menu.brands': 'SSS', 'menu.demographics': 'CCC', 'menu.interests': 'CCC',
    dashboards: 'CCC', 'benchmark.advertiser': 'CPC', 'benchmark.brand': 'CCC',
    'filter.channel.DISPLAY': 'SSS', 'filter.channel.VIDEO': 'SSS', 'filter.channel.SOCIAL': 'SSS',
    'filter.channel.CONNECTED_TV': 'AXX', 'filter.channel.INAPP': 'SSS',
    // Partner Pro has as many markets (20), but a longer period and more ads and campaigns.
    'filter.country': 'ACC', 'filter.period': 'APC', 'widget.topAds': 'APC', 'widget.topCampaigns': 'APC',
    'export.widgetTsv': 'SSS', 'export.widgetExcel': 'DDD', 'export.widgetImage': 'SSS',
    'export.creatives': 'DDD', 'export.reportPdf': 'DDD', 'export.reportExcel': 'DDD',
  },
  PARTNER_PRO: {
    'menu.categories': 'SSS', 'menu.brands': 'SSS', 'menu.demographics': 'CCC', 'menu.interests': 'CCC',
    dashboards: 'CCC', 'benchmark.advertiser': 'SSS', 'benchmark.brand': 'CCC',
    'filter.channel.DISPLAY': 'SSS', 'filter.channel.VIDEO': 'SSS', 'filter.channel.SOCIAL': 'SSS',
    'filter.channel.CONNECTED_TV': 'AXX', 'filter.channel.INAPP': 'SSS',
    'filter.country': 'ACC', 'filter.period': 'ACC', 'widget.topAds': 'ACC', 'widget.topCampaigns': 'ACC',
    'export.widgetTsv': 'SSS', 'export.widgetExcel': 'SSS', 'export.widgetImage': 'SSS',
    'export.creatives': 'DDD', 'export.reportPdf': 'DDD', 'export.reportExcel': 'DDD',
  },
};

/** What a restricted control opens, written out per control. */
const PROMPTS: Record<GatedControl, [prompt: string, promotion?: string]> = {
  'menu.categories': ['promotion', 'categories'],
  'menu.brands': ['promotion', 'brands'],
  'menu.demographics': ['contact-sales', 'demographics'],
  'menu.interests': ['contact-sales', 'interests'],
  dashboards: ['promotion', 'dashboards'],
  'benchmark.advertiser': ['promotion', 'industryBenchmark'],
  'benchmark.brand': ['promotion', 'industryBenchmark'],
  'filter.channel.DISPLAY': ['package-limit'],
  'filter.channel.VIDEO': ['package-limit'],
  'filter.channel.SOCIAL': ['package-limit'],
  'filter.channel.CONNECTED_TV': ['package-limit'],
  'filter.channel.INAPP': ['package-limit'],
  'filter.country': ['package-limit'],
  'filter.period': ['package-limit'],
  'widget.topAds': ['package-limit'],
  'widget.topCampaigns': ['package-limit'],
  'export.widgetTsv': ['package-limit'],
  'export.widgetExcel': ['package-limit'],
  'export.widgetImage': ['package-limit'],
  'export.creatives': ['package-limit'],
  'export.reportPdf': ['package-limit'],
  'export.reportExcel': ['package-limit'],
};

const INTEGRATIONS: readonly GatingIntegration[] = ['none', 'seo-suite', 'sales-tool'];
const UPGRADES = { A: 'contact-account-manager', C: 'contact-sales', P: 'partner-purchase' } as const;

function summarize(decision: ControlDecision): string {
  switch (decision.state) {
    case 'shown':
      return 'S';
    case 'removed':
      return 'X';
    case 'disabled':
      return 'D';
    case 'restricted':
      return { 'contact-account-manager': 'A', 'contact-sales': 'C', 'partner-purchase': 'P' }[decision.upgrade];
  }
}

const cases = PACKAGE_CODES.flatMap((code) =>
  GATED_CONTROLS.flatMap((control) =>
    INTEGRATIONS.map((integration, index) => ({ code, control, integration, expected: TABLE[code][control][index] })),
  ),
);

describe('decideControl: the gating table (every package × control × integration)', () => {
  it('covers every package, control and integration', () => {
    expect(cases).toHaveLength(7 * 22 * 3);
    for (const code of PACKAGE_CODES) expect(Object.keys(TABLE[code]).sort()).toEqual([...GATED_CONTROLS].sort());
  });

  it.each(cases)('$code · $control · $integration → $expected', ({ code, control, integration, expected }) => {
    const decision = decideControl(control, planGatingContext(code, integration));
    expect(summarize(decision)).toBe(expected);
    if (decision.state !== 'restricted') return;
    const [prompt, promotion] = PROMPTS[control];
    expect(decision.prompt).toBe(prompt);
    expect(decision.promotion).toBe(promotion);
    // Package-limit hints appear after 300 ms.
    expect(decision.tooltipDelayMs).toBe(300);
    expect(decision.upgrade).toBe(UPGRADES[expected as keyof typeof UPGRADES]);
    // The SEO suite sells Partner Pro as its 'adlens-pro' product.
    expect(decision.productId).toBe(expected === 'P' ? 'adlens-pro' : undefined);
  });
});

describe('decideControl: package-limit messages', () => {
  it.each([
    ['filter.channel.VIDEO', 'Enjoy more channels by increasing your limit'],
    ['filter.country', 'Enjoy more features by upgrading to the next package'],
    ['filter.period', 'Enjoy longer historical data by increasing your limit'],
    ['widget.topAds', 'Enjoy more ads by increasing your limit of 20'],
    ['widget.topCampaigns', 'Enjoy more campaigns by increasing your limit of 10'],
    ['menu.categories', 'Enjoy more features by upgrading to the next package'],
  ] as const)('a Trial user sees %s restricted with “%s”', (control, message) => {
    const decision = decideControl(control, planGatingContext('TRIAL', 'none'));
    expect(decision).toMatchObject({ state: 'restricted', message });
  });
});

describe('decideControl: restriction actions from the white-label config', () => {
  it('removes, disables or restricts a control the package lacks as configured', () => {
    const context = (action: 'remove' | 'disable' | 'restrict') =>
      planGatingContext('BASIC', 'none', { noPermission: { 'menu.brands': action, 'export.reportPdf': action } });
    expect(decideControl('menu.brands', context('remove'))).toEqual({ state: 'removed', why: 'no-permission' });
    expect(decideControl('menu.brands', context('disable'))).toEqual({ state: 'disabled', why: 'no-permission' });
    expect(decideControl('export.reportPdf', context('restrict'))).toMatchObject({
      state: 'restricted',
      prompt: 'package-limit',
      upgrade: 'contact-account-manager',
    });
  });

  it('keeps the defaults for controls the config is silent on', () => {
    const context = planGatingContext('BASIC', 'none', { noPermission: { 'menu.brands': 'remove' } });
    expect(decideControl('menu.categories', context)).toMatchObject({ state: 'restricted', prompt: 'promotion' });
    expect(decideControl('export.reportPdf', context)).toEqual({ state: 'disabled', why: 'no-permission' });
  });

  it('disables a control without data by default, even one the package opens', () => {
    const context = planGatingContext('ENTERPRISE', 'none');
    expect(decideControl('filter.channel.VIDEO', context, { hasData: false })).toEqual({
      state: 'disabled',
      why: 'no-data',
    });
    expect(decideControl('export.widgetTsv', context, { hasData: false })).toEqual({
      state: 'disabled',
      why: 'no-data',
    });
  });

  it('follows a configured no-data action', () => {
    const context = planGatingContext('ENTERPRISE', 'none', { noData: { 'filter.country': 'remove' } });
    expect(decideControl('filter.country', context, { hasData: false })).toEqual({ state: 'removed', why: 'no-data' });
  });

  it('takes the server’s word on whether an entry is open over the plan table', () => {
    const context = planGatingContext('TRIAL', 'none', { noPermission: { 'filter.country': 'remove' } });
    expect(decideControl('filter.country', context, { granted: true })).toEqual({ state: 'shown' });
    expect(decideControl('filter.country', context, { granted: false })).toEqual({
      state: 'removed',
      why: 'no-permission',
    });
    expect(decideControl('filter.channel.DISPLAY', context, { granted: false })).toMatchObject({ state: 'restricted' });
  });

  it('never shows connected TV in an integration, whatever the config says', () => {
    const context = planGatingContext('ENTERPRISE', 'seo-suite', {
      noPermission: { 'filter.channel.CONNECTED_TV': 'restrict' },
    });
    expect(decideControl('filter.channel.CONNECTED_TV', context)).toEqual({ state: 'removed', why: 'integration' });
  });

  it('opens a limit control to an unlimited package', () => {
    const grant = {
      ...PACKAGE_PLANS.ENTERPRISE,
      limits: { PERIOD: null, COUNTRY: null, CAMPAIGN: null, CREATIVE: null },
    };
    expect(decideControl('filter.period', { grant, integration: 'none' })).toEqual({ state: 'shown' });
  });
});

describe('packagePlanByName', () => {
  it('finds a plan by the name the session carries, ignoring case and spaces', () => {
    expect(packagePlanByName('Partner Pro')?.code).toBe('PARTNER_PRO');
    expect(packagePlanByName(' enterprise ')?.code).toBe('ENTERPRISE');
  });

  it('knows nothing of other names or none', () => {
    expect(packagePlanByName('Gold')).toBeUndefined();
    expect(packagePlanByName(null)).toBeUndefined();
  });
});

describe('packageUpgrade: the limit pages’ upgrade path', () => {
  it('offers the partner’s purchase of the next package where the partner sells it', () => {
    expect(packageUpgrade(planGatingContext('PARTNER', 'seo-suite'))).toEqual({
      upgrade: 'partner-purchase',
      productId: PACKAGE_PLANS.PARTNER_PRO.soldBy?.productId,
    });
  });

  it('sends other integrated users to sales, and standalone users to their account manager', () => {
    expect(packageUpgrade(planGatingContext('PARTNER', 'sales-tool'))).toEqual({ upgrade: 'contact-sales' });
    expect(packageUpgrade(planGatingContext('PARTNER_PRO', 'seo-suite'))).toEqual({ upgrade: 'contact-sales' });
    expect(packageUpgrade(planGatingContext('BASIC', 'none'))).toEqual({ upgrade: 'contact-account-manager' });
  });
});
