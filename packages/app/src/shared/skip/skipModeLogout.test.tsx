import type * as widgets from '@adlens/report-widgets';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SKIP_MODE_STORAGE_KEY } from '../../model/session/skipMode.ts';
import { fakeApi, resetBrowserState, setup, silenceScrolling } from '../../app/testing/appHarness.test.helper.tsx';

vi.mock('@adlens/report-widgets', async (importOriginal) => ({
  ...(await importOriginal<typeof widgets>()),
  ...(await import('../../app/testing/widgetStubs.test.helper.tsx')).widgetStubs,
}));

silenceScrolling();
afterEach(resetBrowserState);

describe('mark mode is switched off on logout', () => {
  it('goes off when the runtime logs out', () => {
    localStorage.setItem(SKIP_MODE_STORAGE_KEY, 'true');
    const { runtime } = setup({ path: '/login', signedIn: false });
    runtime.logout();
    expect(localStorage.getItem(SKIP_MODE_STORAGE_KEY)).toBeNull();
  });

  it('goes off when the session expires, whose logout does not pass through the menu', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(SKIP_MODE_STORAGE_KEY, 'true');
    setup({ path: '/ad-intelligence/advertiser/common/42', signedIn: true, fetch: fakeApi({ accessFails: true }) });
    expect(await screen.findByRole('alertdialog', { name: 'Current session is expired' })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(SKIP_MODE_STORAGE_KEY)).toBeNull());
  });
});
