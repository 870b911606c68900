import {
  AdlensWidgetsProvider,
  EntitySearch,
  EstimatedExpenditureWidget,
  WIDGETS,
  adTypesWidget,
} from '@adlens/report-widgets';
import { describe, expect, it } from 'vitest';

// issue 23: a partner's app imports the published ESM build in Node too (server-side rendering, its
// own tests); the module must load there and export what the fixture app renders.
describe('@adlens/report-widgets in Node', () => {
  it('exports the provider, the search and the expenditure widget as components', () => {
    for (const component of [AdlensWidgetsProvider, EntitySearch, EstimatedExpenditureWidget]) {
      expect(component).toBeTypeOf('function');
    }
  });

  it('declares the ad-types pie the app renders in the widget registry', () => {
    expect(WIDGETS['ad-types-distribution']).toBe(adTypesWidget);
    expect(adTypesWidget.chartKind).toBe('pie');
  });
});
