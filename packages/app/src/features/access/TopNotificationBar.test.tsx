import type * as widgets from '@adlens/report-widgets';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetBrowserState, setup, silenceScrolling } from '../../app/testing/appHarness.test.helper.tsx';

vi.mock('@adlens/report-widgets', async (importOriginal) => ({
  ...(await importOriginal<typeof widgets>()),
  ...(await import('../../app/testing/widgetStubs.test.helper.tsx')).widgetStubs,
}));

silenceScrolling();
afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowserState();
});

const BANNER = 'Scheduled maintenance tonight from 22:00 UTC';

/** The public settings turn maintenance on (the banner reads them with the global fetch at startup). */
function maintenanceOn() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/api/v1/settings')
        ? Response.json({ maintenance: { enabled: true, message: BANNER }, homePageUrl: null, supportEmail: null })
        : new Response(null, { status: 404 }),
    ),
  );
}

describe('the maintenance banner outside the shell', () => {
  it('shows on the login page, above the form', async () => {
    maintenanceOn();
    setup({ path: '/login' });
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeTruthy();
    const banner = await screen.findByText(BANNER);
    const heading = screen.getByRole('heading', { name: 'Log In' });
    expect(banner.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    ['/some/unknown/path', 'Error 404'],
    ['/bad-request', 'Error 400'],
    ['/500', "There's been a glitch..."],
    ['/trial-ended', 'Your trial has ended!'],
  ])('shows on the error page at %s', async (path, title) => {
    maintenanceOn();
    setup({ path });
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(await screen.findByText(BANNER)).toBeTruthy();
    expect(screen.getAllByText(BANNER)).toHaveLength(1);
  });
});
