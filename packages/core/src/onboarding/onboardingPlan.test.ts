import { describe, expect, it } from 'vitest';
import { isValidName } from '../namePattern.ts';
import {
  ONBOARDING_DASHBOARD_WIDGETS,
  onboardingComparisonName,
  onboardingComparisonTitle,
  onboardingDashboardName,
  onboardingDashboardWidgets,
} from './onboardingPlan.ts';

describe('what completing the onboarding creates', () => {
  it('names the comparison like its report heading, made a valid bookmark name', () => {
    expect(onboardingComparisonTitle('nike.com', ['adidas.com'])).toBe('nike.com vs adidas.com');
    expect(onboardingComparisonName('nike.com', ['adidas.com'])).toBe('nike com vs adidas com');
    const long = onboardingComparisonName('a-very-long-advertiser-domain.com', [
      'another-long-domain.com',
      'third.com',
    ]);
    expect(isValidName(long)).toBe(true);
  });

  it("names the dashboard '{domain} overview'", () => {
    expect(onboardingDashboardName('nike.com')).toBe('nike com overview');
    expect(isValidName(onboardingDashboardName('x'.repeat(80)))).toBe(true);
  });

  it('lays every widget out on the 12-column grid without overlaps, each showing every item', () => {
    let next = 0;
    const widgets = onboardingDashboardWidgets(
      [
        { id: 1, title: 'nike.com' },
        { id: 2, title: 'adidas.com' },
      ],
      () => `id-${(next += 1)}`,
    );
    expect(widgets.map((widget) => widget.type)).toEqual(ONBOARDING_DASHBOARD_WIDGETS.map((widget) => widget.type));
    expect(new Set(widgets.map((widget) => widget.id)).size).toBe(widgets.length);
    for (const widget of widgets) {
      expect(widget.entityType).toBe('advertiser');
      expect(widget.items).toEqual([
        { title: 'nike.com', ids: [1] },
        { title: 'adidas.com', ids: [2] },
      ]);
      expect(widget.layout.x + widget.layout.w).toBeLessThanOrEqual(12);
    }
    const overlaps = widgets.some((a, i) =>
      widgets.some(
        (b, j) =>
          i < j &&
          a.layout.x < b.layout.x + b.layout.w &&
          b.layout.x < a.layout.x + a.layout.w &&
          a.layout.y < b.layout.y + b.layout.h &&
          b.layout.y < a.layout.y + a.layout.h,
      ),
    );
    expect(overlaps).toBe(false);
    expect(widgets[0]!.layout).toEqual({ x: 0, y: 0, w: 6, h: 8 });
    expect(widgets[2]!.layout).toEqual({ x: 0, y: 10, w: 12, h: 10 });
  });
});
