import { CONTACT_SALES_EVENT, decideControl, planGatingContext } from '@adlens/core';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AdlensRuntimeContext } from '../runtime/AdlensRuntimeContext.ts';
import { createAdlensRuntime } from '../runtime/createAdlensRuntime.ts';
import { RestrictedFeatureDialogs } from '../../shell/RestrictedFeatureDialogs.tsx';
import { SideMenu } from '../../shell/SideMenu.tsx';
import { SIDE_MENU_CONTROLS } from '../gating/sideMenuItems.ts';
import { AUTH_TOKEN, fakeApi } from '../../app/testing/appHarness.test.helper.tsx';
import type { AnalyticsEventDetail } from '../../model/analytics/domEventSink.ts';

afterEach(cleanup);

/** Contact-sales clicks from restricted features (trial: all restricted). */
describe('contact-sales analytics from restricted features', () => {
  it('sends Open when a promotion’s Contact sales opens the dialog and Send once the request is sent', async () => {
    const events: AnalyticsEventDetail[] = [];
    const fetch = fakeApi({ routes: { 'POST /sales/contact': () => new Response(null, { status: 204 }) } });
    const runtime = createAdlensRuntime(
      { integration: 'none', apiOrigin: 'http://api.test', onAnalyticsEvent: (detail) => void events.push(detail) },
      { fetch },
    );
    runtime.client.session.signIn(AUTH_TOKEN);
    const trial = planGatingContext('TRIAL', 'none');
    render(
      <AdlensRuntimeContext value={runtime}>
        <RestrictedFeatureDialogs
          client={runtime.client}
          decide={(feature) => decideControl(SIDE_MENU_CONTROLS[feature], trial)}
        >
          <SideMenu integration="none" currentHref="/ad-intelligence" onNavigate={() => {}} />
        </RestrictedFeatureDialogs>
      </AdlensRuntimeContext>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Brands/ }));
    // The promotion itself is not a contact-sales click.
    expect(events).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Contact sales' }));
    expect(events).toEqual([
      { event: CONTACT_SALES_EVENT, properties: { Step: 'Open', Source: 'restricted-feature', Topic: 'brands' } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Our team will respond by e-mail within 24 hours.');
    expect(events.map((event) => event.properties)).toEqual([
      { Step: 'Open', Source: 'restricted-feature', Topic: 'brands' },
      { Step: 'Send', Source: 'restricted-feature', Topic: 'brands' },
    ]);
  });
});
