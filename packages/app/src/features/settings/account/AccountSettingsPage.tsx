import { sessionUserQueryOptions } from '@adlens/api-client/query';
import { type CustomerUserListItem, type Role, type SessionUser, isAdmin } from '@adlens/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useAdlensRuntime } from '../../../shared/runtime/useAdlensRuntime.ts';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import { FieldMessage } from '../../../shared/ui/FieldMessage.tsx';
import { PrimaryButton } from '../../../shared/ui/formStyles.ts';
import { SecondaryButton } from '../../../shared/ui/SecondaryButton.ts';
import { tokens } from '../../../shared/ui/tokens.ts';
import { saveFailedMessage } from '../general/serverFieldErrors.ts';
import { AccountSection } from './AccountSection.ts';
import { AddUserForm } from './AddUserForm.tsx';
import { CustomerUserTable } from './CustomerUserTable.tsx';
import { userDisplayName } from './customerUserLabels.ts';
import { useCustomerUsers } from './useCustomerUsers.ts';

const Intro = styled.p`
  max-width: 640px;
  margin: 0 0 24px;
  color: ${tokens.muted};
`;

const Muted = styled.p`
  color: ${tokens.muted};
`;

const DangerButton = styled(PrimaryButton)`
  width: auto;
  background: ${tokens.danger};

  &:hover:not(:disabled) {
    background: #991b1b;
  }
`;

/**
 * ad-intelligence/settings/account ('Account settings' in the account menu, for admins;
 * docs/decisions/settings-and-notifications.md#account-settings-and-the-notification-bar): the customer's users with
 * their roles and state, adding one and deactivating one. The API enforces who may (GET/POST customers/{id}/users,
 * POST …/users/{userId}/deactivation); the page only mirrors it: a non-admin reaching the URL reads that the page is
 * for admins.
 */
export function AccountSettingsPage() {
  const { client } = useAdlensRuntime();
  const { data: user } = useQuery(sessionUserQueryOptions(client));
  if (!user) return null;
  if (!isAdmin((user.roles ?? []) as readonly Role[])) {
    return (
      <>
        <h1>Account settings</h1>
        <Muted>Account settings are for your account’s admins. Ask one of them to add or deactivate users.</Muted>
      </>
    );
  }
  return <AdminAccountSettings user={user} />;
}

function AdminAccountSettings({ user }: { user: SessionUser }) {
  const customerUsers = useCustomerUsers(user.customer.id);
  const [confirming, setConfirming] = useState<CustomerUserListItem>();
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);

  const deactivate = async (target: CustomerUserListItem) => {
    setFailure(undefined);
    setDone(undefined);
    try {
      await customerUsers.deactivate(target);
      setDone(`${userDisplayName(target)} is deactivated and signed out.`);
    } catch (error) {
      setFailure(saveFailedMessage(error));
    } finally {
      setConfirming(undefined);
      // The row's button is gone: the focus goes back to the top of the page.
      heading.current?.focus();
    }
  };

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Account settings
      </h1>
      <Intro>
        The people of {user.customer.name} who can sign in to Adlens. Add a colleague, or deactivate someone who has
        left: their sessions end at once and they can no longer sign in.
      </Intro>
      <AddUserForm onAdd={customerUsers.add} />
      <AccountSection aria-labelledby="account-users-title">
        <h2 id="account-users-title">Users</h2>
        <div aria-live="polite">{done && <Muted>{done}</Muted>}</div>
        <FieldMessage id="account-users-failure" message={failure} alert />
        {customerUsers.loading ? (
          <Muted>Loading users…</Muted>
        ) : customerUsers.loadFailed ? (
          <FieldMessage
            id="account-users-load"
            message="The users could not be loaded. Please try again later."
            alert
          />
        ) : (
          <CustomerUserTable
            users={customerUsers.users}
            ownUserId={user.id}
            deactivatingId={customerUsers.deactivatingId}
            onDeactivate={setConfirming}
          />
        )}
      </AccountSection>
      <Dialog
        open={confirming !== undefined}
        title={confirming ? `Deactivate ${userDisplayName(confirming)}?` : ''}
        description={
          confirming
            ? `${confirming.email} is signed out everywhere and can no longer sign in. Their bookmarks and dashboards are kept.`
            : undefined
        }
        width={440}
        onClose={() => setConfirming(undefined)}
        actions={
          <>
            <SecondaryButton type="button" onClick={() => setConfirming(undefined)}>
              Cancel
            </SecondaryButton>
            <DangerButton
              type="button"
              disabled={customerUsers.deactivatingId !== undefined}
              onClick={() => confirming && void deactivate(confirming)}
            >
              Deactivate
            </DangerButton>
          </>
        }
      />
    </>
  );
}
