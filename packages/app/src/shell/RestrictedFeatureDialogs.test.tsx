import { AdlensClient } from '@adlens/api-client';
import { PACKAGE_PLANS, decideControl, planGatingContext } from '@adlens/core';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../app/testing/appHarness.test.helper.tsx';
import { RestrictedFeatureDialogs } from './RestrictedFeatureDialogs.tsx';
import { SideMenu } from './SideMenu.tsx';
import { SIDE_MENU_CONTROLS } from '../shared/gating/sideMenuItems.ts';

/** Trial: every gated side-menu item is restricted. */
const TRIAL = planGatingContext('TRIAL', 'none');

afterEach(cleanup);

type Reply = () => Response;

/** The shell's side menu under the default dialogs, with every gated feature restricted. */
async function setup(replies: Reply[] = []) {
  const contactCalls: { method: string | undefined; body: unknown; authorization: string | null }[] = [];
  const fetch = fakeApi({
    routes: {
      'POST /sales/contact': (init) => {
        contactCalls.push({
          method: init?.method,
          body: JSON.parse(String(init?.body)),
          authorization: new Headers(init?.headers).get('Authorization'),
        });
        return replies.shift()?.() ?? new Response(null, { status: 204 });
      },
    },
  });
  const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch });
  await client.login({ email: 'demo@adlens.test', password: 'secret', rememberMe: false });
  const navigated: string[] = [];
  render(
    <RestrictedFeatureDialogs client={client} decide={(feature) => decideControl(SIDE_MENU_CONTROLS[feature], TRIAL)}>
      <SideMenu integration="none" currentHref="/ad-intelligence" onNavigate={(href) => navigated.push(href)} />
    </RestrictedFeatureDialogs>,
  );
  return { user: userEvent.setup(), contactCalls, navigated };
}

describe('RestrictedFeatureDialogs', () => {
  it('Brands → promotion → Contact sales → contact dialog → Send mails sales about brands', async () => {
    const { user, contactCalls, navigated } = await setup();
    await user.click(screen.getByRole('button', { name: /^Brands/ }));
    expect(navigated).toEqual([]);
    const promotion = screen.getByRole('dialog', { name: 'Brands' });
    expect(promotion.textContent).toContain('Go beyond advertisers and analyse individual brands');
    await user.click(screen.getByRole('button', { name: 'Contact sales' }));
    expect(screen.queryByRole('dialog', { name: 'Brands' })).toBeNull();
    screen.getByRole('dialog', { name: 'Contact sales' });
    await user.type(screen.getByLabelText('Message (optional)'), 'How much are brands?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Our team will respond by e-mail within 24 hours.')).toBeTruthy();
    expect(contactCalls).toEqual([
      {
        method: 'POST',
        body: { message: 'How much are brands?', topic: 'brands' },
        authorization: expect.stringMatching(/^Bearer /),
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a failing send shows the error and keeps the message; a retry sends it', async () => {
    const { user, contactCalls } = await setup([
      () =>
        Response.json(
          { error: { code: 'error.too-many-requests', message: 'Please try again later.', attributes: {} } },
          { status: 429 },
        ),
    ]);
    await user.click(screen.getByRole('button', { name: /^Categories/ }));
    await user.click(screen.getByRole('button', { name: 'Contact sales' }));
    const field = screen.getByLabelText<HTMLTextAreaElement>('Message (optional)');
    await user.type(field, 'Categories please');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please try again later.');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message (optional)').value).toBe('Categories please');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Our team will respond by e-mail within 24 hours.')).toBeTruthy();
    expect(contactCalls.map((call) => call.body)).toEqual([
      { message: 'Categories please', topic: 'categories' },
      { message: 'Categories please', topic: 'categories' },
    ]);
  });

  it('audience items open the contact dialog directly (Enterprise+ Package)', async () => {
    const { user, contactCalls } = await setup();
    await user.click(screen.getByRole('button', { name: /^Interests/ }));
    const dialog = screen.getByRole('dialog', { name: 'Contact sales' });
    expect(dialog.textContent).toContain('Interests is part of the Enterprise+ Package');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Our team will respond by e-mail within 24 hours.');
    expect(contactCalls.map((call) => call.body)).toEqual([{ topic: 'interests' }]);
  });

  it('closing the promotion opens nothing else', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: /^Brands/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers integrated users the partner purchase instead of contacting sales', async () => {
    const started: string[][] = [];
    const client = { contactSales: async () => {} };
    // An SEO-suite user on Partner: Partner Pro, sold in the suite, adds Categories. Brands is taken out
    // of both plans here, to see a feature the upgrade does not bring.
    const partner = planGatingContext('PARTNER', 'seo-suite');
    const context = {
      ...partner,
      grant: { ...partner.grant, flags: { ...partner.grant.flags, brand: false } },
      next: { ...PACKAGE_PLANS.PARTNER_PRO, flags: { ...PACKAGE_PLANS.PARTNER_PRO.flags, brand: false } },
    };
    render(
      <RestrictedFeatureDialogs
        client={client}
        decide={(feature) => decideControl(SIDE_MENU_CONTROLS[feature], context)}
        purchase={{ start: (feature, productId) => started.push([feature, productId]) }}
      >
        <SideMenu integration="seo-suite" currentHref="/ad-intelligence" onNavigate={() => undefined} />
      </RestrictedFeatureDialogs>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Categories/ }));
    await user.click(screen.getByRole('button', { name: 'Upgrade now' }));
    expect(started).toEqual([['categories', 'adlens-pro']]);
    expect(screen.queryByRole('dialog')).toBeNull();
    // A feature the partner does not sell still leads to sales.
    await user.click(screen.getByRole('button', { name: /^Brands/ }));
    expect(screen.getByRole('button', { name: 'Contact sales' })).toBeTruthy();
  });

  it('navigates normally when the feature is available (the default)', async () => {
    const client = { contactSales: async () => {} };
    const navigated: string[] = [];
    render(
      <RestrictedFeatureDialogs client={client}>
        <SideMenu integration="none" currentHref="/ad-intelligence" onNavigate={(href) => navigated.push(href)} />
      </RestrictedFeatureDialogs>,
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Brands' }));
    expect(navigated).toEqual(['/ad-intelligence/brand']);
  });
});
