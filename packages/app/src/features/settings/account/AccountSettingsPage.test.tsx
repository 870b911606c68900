import type { CustomerUserListItem } from '@adlens/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  TEST_USER,
  fakeApi,
  resetBrowserState,
  setup,
  silenceScrolling,
} from '../../../app/testing/appHarness.test.helper.tsx';

/**
 * Account settings over a fake API that keeps what it is sent; the real API's rules are
 * tested in apps/api customerUserRoutes.test.ts and end to end in e2e/access/accountSettings.spec.ts.
 */
const PATH = '/ad-intelligence/settings/account';
/** The page's code is loaded on first visit: slow on a busy machine. */
const LOADED = { timeout: 15_000 };
const ADMIN_USER = { ...TEST_USER, roles: ['CUSTOMER_ADMIN', 'USER'] };

const row = (id: number, firstName: string, state: CustomerUserListItem['state'], roles = ['USER']) =>
  ({
    id,
    email: `${firstName.toLowerCase()}@acme.test`,
    firstName,
    lastName: 'Acme',
    customerId: 7,
    roles,
    state,
    createdAt: '2026-11-01T10:00:00.000Z',
    lastLoginAt: state === 'active' ? '2026-11-20T10:00:00.000Z' : null,
    deactivatedAt: null,
  }) as CustomerUserListItem;

function accountApi(users: CustomerUserListItem[], posted: string[]) {
  return fakeApi({
    user: ADMIN_USER,
    routes: {
      'GET /customers/7/users': () => Response.json({ elements: users }),
      'POST /customers/7/users/2/deactivation': (init) => {
        posted.push(`deactivate ${String(init?.body ?? '')}`);
        users[1] = { ...users[1]!, state: 'deactivated', deactivatedAt: '2026-11-27T10:00:00.000Z' };
        return Response.json(users[1]);
      },
    },
  });
}

silenceScrolling();
afterEach(resetBrowserState);

describe('Account settings', () => {
  it("lists the customer's users with role and state; the admin cannot deactivate themselves", async () => {
    const users = [
      row(1, 'Dana', 'active', ['CUSTOMER_ADMIN', 'USER']),
      row(2, 'Eli', 'active'),
      row(3, 'Fay', 'invited'),
    ];
    setup({ path: PATH, signedIn: true, fetch: accountApi(users, []) });
    const table = await screen.findByRole('table', {}, LOADED);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((tr) => [...tr.querySelectorAll('td')].slice(0, 4).map((td) => td.textContent))).toEqual([
      ['Dana Acme (you)', 'dana@acme.test', 'Customer admin', 'Active'],
      ['Eli Acme', 'eli@acme.test', 'Standard user', 'Active'],
      ['Fay Acme', 'fay@acme.test', 'Standard user', 'Invited – activation pending'],
    ]);
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[2]!).getByRole('button', { name: 'Deactivate Fay Acme' })).toBeTruthy();
  });

  it('deactivates after a confirmation and shows the list the API then holds', async () => {
    const users = [row(1, 'Dana', 'active', ['CUSTOMER_ADMIN']), row(2, 'Eli', 'active')];
    const posted: string[] = [];
    const { user } = setup({ path: PATH, signedIn: true, fetch: accountApi(users, posted) });
    await user.click(await screen.findByRole('button', { name: 'Deactivate Eli Acme' }, LOADED));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Eli Acme?' });
    expect(dialog.textContent).toContain('eli@acme.test is signed out everywhere and can no longer sign in.');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Eli Acme is deactivated and signed out.')).toBeTruthy();
    // No body: the path names the user.
    expect(posted).toEqual(['deactivate ']);
    const eli = screen.getByRole('row', { name: /eli@acme\.test/ });
    await waitFor(() => expect(eli.textContent).toContain('Deactivated'));
    expect(within(eli).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells a non-admin who reaches the URL that the page is for admins, and asks the API nothing', async () => {
    const fetch = fakeApi({ user: TEST_USER });
    setup({ path: PATH, signedIn: true, fetch });
    expect(await screen.findByText(/Account settings are for your account’s admins/, {}, LOADED)).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/customers/'))).toBe(false);
  });
});
