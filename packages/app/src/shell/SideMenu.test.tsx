import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdlensIntegration } from '../model/config/AdlensAppConfig.ts';
import { decideControl, planGatingContext } from '@adlens/core';
import { type FeatureGate, FeatureGateContext } from './FeatureGate.ts';
import { SideMenu } from './SideMenu.tsx';
import { SIDE_MENU_CONTROLS } from '../shared/gating/sideMenuItems.ts';

afterEach(cleanup);

function setup(integration: AdlensIntegration, currentHref = '/ad-intelligence', gate?: FeatureGate) {
  const onNavigate = vi.fn();
  render(<SideMenu integration={integration} currentHref={currentHref} onNavigate={onNavigate} gate={gate} />);
  return { onNavigate, user: userEvent.setup(), nav: screen.getByRole('navigation', { name: 'Main menu' }) };
}

describe('SideMenu', () => {
  it('has the Ad Intelligence and Audience groups with headings', () => {
    const { nav } = setup('none');
    expect(within(nav).getByRole('heading', { name: 'Ad Intelligence' })).toBeTruthy();
    expect(within(nav).getByRole('heading', { name: 'Audience' })).toBeTruthy();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Categories',
      'Brands',
      'Advertisers',
      'Publishers',
      'Campaigns',
      'Keywords',
      'Dashboards',
      'Demographics',
      'Interests',
    ]);
  });

  it('shows Advertisers outside the sales tool and Domains inside it', () => {
    setup('seo-suite');
    expect(screen.getByRole('link', { name: 'Advertisers' }).getAttribute('href')).toBe('/ad-intelligence/advertiser');
    expect(screen.queryByRole('link', { name: 'Domains' })).toBeNull();
    cleanup();
    setup('sales-tool');
    expect(screen.getByRole('link', { name: 'Domains' }).getAttribute('href')).toBe('/ad-intelligence/domain');
    expect(screen.queryByRole('link', { name: 'Advertisers' })).toBeNull();
  });

  it('marks the current route and navigates in-app', async () => {
    const { user, onNavigate } = setup('none', '/ad-intelligence/publisher/common/7');
    expect(screen.getByRole('link', { name: 'Publishers' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Campaigns' }).getAttribute('aria-current')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Campaigns' }));
    expect(onNavigate).toHaveBeenCalledWith('/ad-intelligence/campaign');
  });

  it('keeps the URL when swapping Demographics for Interests', async () => {
    const { user, onNavigate } = setup('none', '/audience/demographics/common/42?period=LAST_3_MONTHS');
    await user.click(screen.getByRole('link', { name: 'Interests' }));
    expect(onNavigate).toHaveBeenCalledWith('/audience/interest/common/42?period=LAST_3_MONTHS');
  });

  it('locks gated items the package lacks and calls onRestricted instead of navigating', async () => {
    // Professional: Categories, but neither Brands nor the audience reports (core's plan table).
    const gate: FeatureGate = {
      decide: (feature) => decideControl(SIDE_MENU_CONTROLS[feature], planGatingContext('PROFESSIONAL', 'none')),
      onRestricted: vi.fn(),
    };
    const { user, onNavigate } = setup('none', '/ad-intelligence', gate);
    expect(screen.queryByRole('link', { name: 'Brands' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Brands, not in your package' }));
    expect(gate.onRestricted).toHaveBeenCalledWith('brands', expect.objectContaining({ prompt: 'promotion' }));
    await user.click(screen.getByRole('button', { name: 'Interests, not in your package' }));
    expect(gate.onRestricted).toHaveBeenCalledWith('interests', expect.objectContaining({ prompt: 'contact-sales' }));
    expect(onNavigate).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Categories' })).toBeTruthy();
  });

  it('leaves out items the white-label config removes and makes disabled ones inert', async () => {
    const context = planGatingContext('TRIAL', 'none', {
      noPermission: { 'menu.brands': 'remove', 'menu.categories': 'disable' },
    });
    const gate: FeatureGate = {
      decide: (feature) => decideControl(SIDE_MENU_CONTROLS[feature], context),
      onRestricted: vi.fn(),
    };
    const { user, onNavigate } = setup('none', '/ad-intelligence', gate);
    expect(screen.queryByText('Brands')).toBeNull();
    const categories = screen.getByRole('button', { name: 'Categories, not in your package' });
    expect(categories.getAttribute('aria-disabled')).toBe('true');
    await user.click(categories);
    expect(gate.onRestricted).not.toHaveBeenCalled();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('reads the gate from context when no prop is given', () => {
    const gate: FeatureGate = {
      decide: (feature) =>
        decideControl(
          SIDE_MENU_CONTROLS[feature],
          planGatingContext(feature === 'categories' ? 'TRIAL' : 'ENTERPRISE', 'none'),
        ),
      onRestricted: vi.fn(),
    };
    render(
      <FeatureGateContext value={gate}>
        <SideMenu integration="none" currentHref="/" onNavigate={() => {}} />
      </FeatureGateContext>,
    );
    expect(screen.getByRole('button', { name: 'Categories, not in your package' })).toBeTruthy();
  });

  it('collapses behind a Menu toggle on small screens', async () => {
    const { user } = setup('none');
    // The toggle shows only on small screens (a media query jsdom does not apply).
    const toggle = screen.getByText('Menu', { selector: 'button' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeTruthy();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});
