import { ApiError } from '@adlens/api-client';
import { PROFILE_MESSAGES, VALIDATION_MESSAGES } from '@adlens/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { PreferencesForm } from './PreferencesForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { SkippedEntities } from './SkippedEntities.tsx';

const validation = (fieldErrors: Record<string, string[]>) =>
  new ApiError({ status: 400, code: 'error.validation', message: 'The request is not valid', fieldErrors });

afterEach(cleanup);

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('ChangePasswordForm', () => {
  it('shows the product messages and sends nothing while the form is invalid', async () => {
    const onSave = vi.fn(async () => {});
    render(<ChangePasswordForm onSave={onSave} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(PROFILE_MESSAGES.currentPasswordRequired)).toBeTruthy();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordRequired)).toBeTruthy();
    expect(screen.getByText(VALIDATION_MESSAGES.confirmRequired)).toBeTruthy();
    await user.type(input('New password'), 'short');
    await user.type(input('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.passwordStrong)).toBeTruthy();
    expect(screen.getByText(VALIDATION_MESSAGES.confirmMatch)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows a wrong current password under its field and keeps what was typed; empties the form after a success', async () => {
    const onSave = vi
      .fn<(change: { currentPassword: string; newPassword: string }) => Promise<void>>()
      .mockRejectedValueOnce(validation({ currentPassword: [PROFILE_MESSAGES.currentPasswordWrong] }))
      .mockResolvedValueOnce(undefined);
    render(<ChangePasswordForm onSave={onSave} />);
    const user = userEvent.setup();
    await user.type(input('Current password'), 'Wrong-pass-1');
    await user.type(input('New password'), 'Better-pass-2');
    await user.type(input('Confirm password'), 'Better-pass-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(onSave).toHaveBeenCalledWith({ currentPassword: 'Wrong-pass-1', newPassword: 'Better-pass-2' });
    expect(await screen.findByText(PROFILE_MESSAGES.currentPasswordWrong)).toBeTruthy();
    expect(input('New password').value).toBe('Better-pass-2');
    expect(input('Current password').value).toBe('Wrong-pass-1');

    await user.clear(input('Current password'));
    await user.type(input('Current password'), 'Right-pass-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(input('New password').value).toBe('');
  });
});

describe('ProfileForm (names: required, at most 64 characters, the name pattern)', () => {
  it('validates names in the browser with the server’s messages', async () => {
    const onSave = vi.fn(async () => {});
    render(<ProfileForm initial={{ firstName: 'Dana', lastName: 'Demo' }} email="demo@adlens.test" onSave={onSave} />);
    const user = userEvent.setup();
    await user.clear(input('First name'));
    await user.clear(input('Last name'));
    await user.type(input('Last name'), 'x'.repeat(65));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(PROFILE_MESSAGES.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(PROFILE_MESSAGES.nameTooLong)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows a server failure and keeps the input', async () => {
    const onSave = vi
      .fn<(profile: { firstName: string; lastName: string }) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError({ status: 500, code: 'error.internal', message: 'Server is down' }));
    render(<ProfileForm initial={{ firstName: 'Dana', lastName: 'Demo' }} email="demo@adlens.test" onSave={onSave} />);
    const user = userEvent.setup();
    await user.clear(input('First name'));
    await user.type(input('First name'), 'Daniela');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Server is down');
    expect(input('First name').value).toBe('Daniela');
    expect(onSave).toHaveBeenCalledWith({ firstName: 'Daniela', lastName: 'Demo' });
  });
});

describe('PreferencesForm', () => {
  it('saves each switch at once, and puts it back when saving fails', async () => {
    const onSave = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('offline'));
    render(
      <PreferencesForm
        preferences={{ showCategoryAlert: true, showBrandAlert: true, brandHierarchyEnabled: true }}
        onSave={onSave}
      />,
    );
    const user = userEvent.setup();
    const category = screen.getByRole('checkbox', { name: 'Show the category report notice' }) as HTMLInputElement;
    await user.click(category);
    expect(onSave).toHaveBeenLastCalledWith({
      showCategoryAlert: false,
      showBrandAlert: true,
      brandHierarchyEnabled: true,
    });
    expect(category.checked).toBe(false);
    const brand = screen.getByRole('checkbox', { name: 'Show the brand report notice' }) as HTMLInputElement;
    await user.click(brand);
    await waitFor(() => expect(brand.checked).toBe(true));
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});

describe('SkippedEntities (skip mode: where a skipped entity comes back)', () => {
  it('lists the skipped entities and unskips one', async () => {
    const onUnskip = vi.fn(async () => {});
    render(
      <SkippedEntities
        entries={[
          {
            entityId: 5,
            entityType: 'advertiser',
            title: 'nike.com',
            icon: null,
            markedAt: '2026-01-01T00:00:00.000Z',
            markedBy: 'admin@adlens.test',
          },
        ]}
        onUnskip={onUnskip}
        typeLabel={(entityType) => (entityType === 'advertiser' ? 'Advertiser' : entityType)}
      />,
    );
    expect(screen.getByText(/skipped by admin@adlens.test/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unskip nike.com' }));
    expect(onUnskip).toHaveBeenCalledWith({ entityId: 5, entityType: 'advertiser' });
  });
});
