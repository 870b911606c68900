import type * as widgets from '@adlens/report-widgets';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, resetBrowserState, setup, silenceScrolling } from '../../app/testing/appHarness.test.helper.tsx';
import { PERSISTED_FILTER_KEYS, readPersistedFilter, writePersistedFilter } from './persistedFilters.ts';

vi.mock('@adlens/report-widgets', async (importOriginal) => ({
  ...(await importOriginal<typeof widgets>()),
  ...(await import('../../app/testing/widgetStubs.test.helper.tsx')).widgetStubs,
}));

silenceScrolling();
afterEach(resetBrowserState);

/** The last user's choices, as a report and the brand reports would have written them. */
function rememberChoices() {
  writePersistedFilter('country', 'DE');
  writePersistedFilter('period', 'LAST_12_MONTHS');
  writePersistedFilter('channel', 'DISPLAY-ALL');
  writePersistedFilter('brandCountry', 'FR');
}

describe("this browser forgets the user's filter choices when the session ends", () => {
  it('on logout, so the next person to sign in here does not open reports on them', () => {
    rememberChoices();
    localStorage.setItem('adlens.deviceId', 'kept');
    const { runtime } = setup({ path: '/login', signedIn: false });
    runtime.logout();
    expect(PERSISTED_FILTER_KEYS.map((key) => readPersistedFilter(key))).toEqual(PERSISTED_FILTER_KEYS.map(() => null));
    // Only the filters: the device id is this browser's, not the user's.
    expect(localStorage.getItem('adlens.deviceId')).toBe('kept');
  });

  it('when the session expires, whose logout does not pass through the menu', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    rememberChoices();
    setup({ path: '/ad-intelligence/advertiser/common/42', signedIn: true, fetch: fakeApi({ accessFails: true }) });
    expect(await screen.findByRole('alertdialog', { name: 'Current session is expired' })).toBeTruthy();
    await waitFor(() => expect(readPersistedFilter('country')).toBeNull());
    expect(readPersistedFilter('brandCountry')).toBeNull();
  });
});
