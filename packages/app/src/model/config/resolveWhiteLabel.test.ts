import { ADLENS_WHITE_LABEL, MERIDIAN_WHITE_LABEL } from '@adlens/report-widgets';
import { describe, expect, it } from 'vitest';
import { resolveAppConfig, resolveWhiteLabel } from './AdlensAppConfig.ts';

describe('resolveWhiteLabel', () => {
  it('is the Adlens brand with the white-label defaults when the app names none', () => {
    const whiteLabel = resolveWhiteLabel(undefined);
    expect(whiteLabel).toEqual(ADLENS_WHITE_LABEL);
    expect(whiteLabel.defaultFilters).toEqual({ country: null, period: 'LAST_3_MONTHS' });
    expect(whiteLabel.restrictionActions).toEqual({});
  });

  it('takes a shipped configuration whole', () => {
    expect(resolveWhiteLabel(MERIDIAN_WHITE_LABEL)).toEqual(MERIDIAN_WHITE_LABEL);
  });

  it('fills what a host leaves out from the Adlens brand, but never the Adlens footer under another name', () => {
    const whiteLabel = resolveWhiteLabel({ brandName: 'Acme', logoUrl: 'https://cdn.test/acme.svg', showFooter: true });
    expect(whiteLabel.brandName).toBe('Acme');
    expect(whiteLabel.branding.logoUrl).toBe('https://cdn.test/acme.svg');
    expect(whiteLabel.branding.colors).toEqual(ADLENS_WHITE_LABEL.branding.colors);
    expect(whiteLabel.footer).toBeUndefined();
    expect(whiteLabel.menuType).toBe('static');
  });
});

describe('resolveAppConfig: e-mail notifications in the account menu', () => {
  it('follow the white-label toggle unless the app config says otherwise', () => {
    // The Adlens brand offers them; Meridian does not.
    expect(resolveAppConfig({ integration: 'none' }).emailNotifications).toBe(true);
    expect(resolveAppConfig({ integration: 'none', whiteLabel: MERIDIAN_WHITE_LABEL }).emailNotifications).toBe(false);
    const brand = {
      ...MERIDIAN_WHITE_LABEL,
      accountMenu: { ...MERIDIAN_WHITE_LABEL.accountMenu, emailNotifications: true },
    };
    expect(resolveAppConfig({ integration: 'none', whiteLabel: brand }).emailNotifications).toBe(true);
    expect(
      resolveAppConfig({ integration: 'none', whiteLabel: brand, emailNotifications: false }).emailNotifications,
    ).toBe(false);
  });
});
