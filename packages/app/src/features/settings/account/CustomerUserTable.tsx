import type { CustomerUserListItem } from '@adlens/core';
import { styled } from 'styled-components';
import { SecondaryButton } from '../../../shared/ui/SecondaryButton.ts';
import { tokens } from '../../../shared/ui/tokens.ts';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden.ts';
import { USER_STATE_LABELS, formatDay, userDisplayName, userRoleLabel } from './customerUserLabels.ts';

export interface CustomerUserTableProps {
  users: readonly CustomerUserListItem[];
  /** The signed-in admin: their own row has no Deactivate button (the API refuses it too). */
  ownUserId: number;
  deactivatingId: number | undefined;
  onDeactivate: (user: CustomerUserListItem) => void;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;

  th,
  td {
    padding: 10px 12px 10px 0;
    border-bottom: 1px solid ${tokens.border};
    text-align: left;
    vertical-align: middle;
  }

  th {
    color: ${tokens.muted};
    font-weight: 600;
    white-space: nowrap;
  }

  td.email {
    overflow-wrap: anywhere;
  }

  /* Narrow screens: each user is a block of labelled lines. */
  @media (max-width: 720px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }

    tr {
      display: block;
      padding: 12px 0;
      border-bottom: 1px solid ${tokens.border};
    }

    td {
      display: flex;
      gap: 12px;
      padding: 2px 0;
      border: 0;
    }

    td[data-label]::before {
      content: attr(data-label);
      flex: 0 0 104px;
      color: ${tokens.muted};
      font-weight: 600;
    }

    td:not([data-label]) {
      padding-top: 8px;
    }
  }
`;

const State = styled.span<{ $state: CustomerUserListItem['state'] }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${({ $state }) => ($state === 'active' ? '#dcfce7' : $state === 'invited' ? '#fef3c7' : '#e5e7eb')};
  color: ${({ $state }) => ($state === 'active' ? '#14532d' : $state === 'invited' ? '#713f12' : '#1f2937')};
  font-weight: 600;
  white-space: nowrap;
`;

const Deactivate = styled(SecondaryButton)`
  padding: 5px 12px;
  font-size: 0.8125rem;
  white-space: nowrap;

  &:hover {
    border-color: ${tokens.danger};
    color: ${tokens.danger};
  }
`;

/** The customer's users: name, e-mail, role, state, last sign-in and the Deactivate action. */
export function CustomerUserTable({ users, ownUserId, deactivatingId, onDeactivate }: CustomerUserTableProps) {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">E-mail</th>
          <th scope="col">Role</th>
          <th scope="col">State</th>
          <th scope="col">Last sign-in</th>
          <th scope="col">
            <VisuallyHidden>Actions</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => {
          const name = userDisplayName(user);
          return (
            <tr key={user.id}>
              <td data-label="Name">
                {name}
                {user.id === ownUserId && ' (you)'}
              </td>
              <td data-label="E-mail" className="email">
                {user.email}
              </td>
              <td data-label="Role">{userRoleLabel(user)}</td>
              <td data-label="State">
                <State $state={user.state}>{USER_STATE_LABELS[user.state]}</State>
              </td>
              <td data-label="Last sign-in">{formatDay(user.lastLoginAt)}</td>
              <td>
                {user.state !== 'deactivated' && user.id !== ownUserId && (
                  <Deactivate
                    type="button"
                    aria-label={`Deactivate ${name}`}
                    disabled={deactivatingId === user.id}
                    onClick={() => onDeactivate(user)}
                  >
                    Deactivate
                  </Deactivate>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
