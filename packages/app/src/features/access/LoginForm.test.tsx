import { AdlensClient } from '@adlens/api-client';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN } from '../../app/testing/appHarness.test.helper.tsx';
import { LoginForm } from './LoginForm.tsx';

afterEach(cleanup);

type Reply = () => Response | Promise<Response>;

/** A real client over a fake `fetch` that answers the authentication call with `reply`. */
function setup(reply: Reply = () => new Response(AUTH_TOKEN)) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => reply());
  const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch });
  const user = userEvent.setup();
  render(
    <LoginForm
      onSubmit={({ email, password, remember }) => client.login({ email, password, rememberMe: remember })}
      footer={<a href="/recover-password">Forgot password?</a>}
    />,
  );
  return {
    fetch,
    client,
    user,
    email: screen.getByLabelText('E-mail address'),
    password: screen.getByLabelText('Password'),
    remember: screen.getByRole('checkbox', { name: 'Remember this device for 30 days' }),
    button: screen.getByRole('button', { name: 'Log In' }),
  };
}

describe('LoginForm', () => {
  it('labels every control and sets autocomplete for password managers', () => {
    const { email, password } = setup();
    expect(email.getAttribute('autocomplete')).toBe('username');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeTruthy();
  });

  it('an empty submit shows every required message and sends nothing', async () => {
    const { user, button, fetch } = setup();
    await user.click(button);
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a message once a field is touched, not before', async () => {
    const { user, email, password } = setup();
    await user.type(email, 'not-an-email');
    expect(screen.queryByText('Incorrect email format')).toBeNull();
    await user.click(password); // blur marks the e-mail field touched
    expect(await screen.findByText('Incorrect email format')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('an invalid e-mail blocks the request even with a password', async () => {
    const { user, email, password, button, fetch } = setup();
    await user.type(email, 'demo@');
    await user.type(password, 'secret');
    await user.click(button);
    expect(await screen.findByText('Incorrect email format')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server failure under the password field as an alert', async () => {
    const { user, email, password, button } = setup(() =>
      Response.json(
        { error: { code: 'error.auth.wrong-credentials', message: 'Username or password is incorrect' } },
        { status: 401 },
      ),
    );
    await user.type(email, 'demo@adlens.test');
    await user.type(password, 'wrong');
    await user.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Username or password is incorrect');
    expect(alert.querySelector('svg')).not.toBeNull(); // the warning icon
    expect(password.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    // Under the password field: after the input, before the 'Remember this device' checkbox.
    const remember = screen.getByRole('checkbox', { name: 'Remember this device for 30 days' });
    expect(password.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(alert.compareDocumentPosition(remember) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('disables the button and shows progress while logging in, then sends remember-me as forever=true', async () => {
    let answer: (response: Response) => void = () => {};
    const { user, email, password, remember, button, fetch, client } = setup(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    await user.type(email, '  demo@adlens.test ');
    await user.type(password, 'Adlens-demo-1');
    await user.click(remember);
    await user.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByRole('progressbar', { name: 'Logging in' })).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('http://api.test/api/v1/security/tokens/authentication?forever=true');
    const authorization = new Headers(fetch.mock.calls[0]?.[1]?.headers).get('Authorization');
    expect(authorization).toBe(`Basic ${btoa('demo@adlens.test:Adlens-demo-1')}`); // e-mail trimmed
    answer(new Response(AUTH_TOKEN));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(client.session.getAuthToken()).toBe(AUTH_TOKEN);
  });

  it('clicking submit twice while loading sends one request', async () => {
    let answer: (response: Response) => void = () => {};
    const { user, email, password, button, fetch } = setup(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    await user.type(email, 'demo@adlens.test');
    await user.type(password, 'x');
    await user.click(button);
    await user.click(button);
    answer(new Response(AUTH_TOKEN));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
