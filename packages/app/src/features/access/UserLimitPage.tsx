import type { LimitedSession } from '@adlens/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { styled } from 'styled-components';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { useSessionState } from '../../shared/runtime/useSessionState.ts';
import type { LimitState } from '../../model/session/createSessionStore.ts';
import { FieldMessage } from '../../shared/ui/FieldMessage.tsx';
import { PrimaryButton } from '../../shared/ui/formStyles.ts';
import { tokens } from '../../shared/ui/tokens.ts';
import { ErrorPage } from './ErrorPage.tsx';
import { loginErrorMessage } from './loginErrorMessage.ts';
import { Spinner } from './Spinner.tsx';

export interface UserLimitPageProps {
  /** VIEW_DEVICES (user-devices) or VIEW_SESSIONS (user-sessions). */
  mode: LimitState['kind'];
}

const List = styled.ul`
  margin: 16px 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  gap: 16px;
  align-items: center;
  justify-content: space-between;
  padding: 12px 0;
  border-bottom: 1px solid ${tokens.border};
  color: ${tokens.text};
`;

const Meta = styled.span`
  display: block;
  color: ${tokens.muted};
  font-size: 0.875rem;
`;

const LogOutButton = styled.button`
  flex: none;
  padding: 6px 14px;
  border: 1px solid ${tokens.primary};
  border-radius: ${tokens.radius};
  background: ${tokens.surface};
  color: ${tokens.primary};
  font: inherit;
  cursor: pointer;

  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

const Actions = styled.div`
  max-width: 240px;
`;

const TEXTS = {
  devices: {
    title: 'Oops! Too Many Active Devices',
    text: (limit: LimitState) =>
      `Your package allows ${limit.limit} active device${limit.limit === 1 ? '' : 's'} and ${limit.active} are in use. ` +
      'Log out one of them below, contact support or upgrade your package.',
  },
  sessions: {
    title: "You're Already Logged In Somewhere Else",
    text: () =>
      'Your package allows only one active session at a time. Log out the other session below or upgrade your package.',
  },
} as const;

function formatDate(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * The device and session limit page, one page in two modes:
 * the devices or sessions of the refused login, listed with the limit token held in memory, each with
 * 'Log out'; once one is revoked the user may log in again. Only the sessions variant shows a status.
 */
export function UserLimitPage({ mode }: UserLimitPageProps) {
  const { client, sessionStore, config } = useAdlensRuntime();
  const { supportEmail } = config.whiteLabel;
  const limit = useSessionState((state) => state.limitState);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [revoked, setRevoked] = useState(false);
  const queryKey = ['adlens', 'limited', mode, limit?.limitToken];
  const list = useQuery({
    queryKey,
    queryFn: ({ signal }) => client.listLimited(mode, limit?.limitToken ?? '', { signal }),
    enabled: Boolean(limit),
    retry: false,
  });
  const revoke = useMutation({
    mutationFn: (item: LimitedSession) => client.revokeLimited(mode, limit?.limitToken ?? '', item.id),
    onSuccess: async () => {
      setRevoked(true);
      await queryClient.invalidateQueries({ queryKey });
    },
  });

  const texts = TEXTS[mode];
  const logInAgain = () => {
    sessionStore.getState().setLimitState(null);
    void navigate({ to: '/login' });
  };

  return (
    <ErrorPage title={texts.title}>
      {limit && <p>{texts.text(limit)}</p>}
      {mode === 'devices' && (
        // The white-label's support e-mail.
        <p>
          Support: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
      )}
      {list.isPending && <Spinner label={`Loading your ${mode}`} />}
      <FieldMessage id="limit-list-error" message={list.isError ? loginErrorMessage(list.error) : undefined} alert />
      {list.data && (
        <List aria-label={mode === 'devices' ? 'Active devices' : 'Active sessions'}>
          {list.data.elements.map((item) => (
            <Row key={item.id}>
              <span id={`limit-item-${item.id}`}>
                {item.label}
                {item.current && ' (this browser)'}
                <Meta>
                  {mode === 'sessions' ? 'Status: Active' : `First seen ${formatDate(item.firstSeenAt)}`}
                  {` · Last seen ${formatDate(item.lastSeenAt)}`}
                </Meta>
              </span>
              <LogOutButton
                type="button"
                aria-describedby={`limit-item-${item.id}`}
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(item)}
              >
                Log out
              </LogOutButton>
            </Row>
          ))}
        </List>
      )}
      <FieldMessage
        id="limit-revoke-error"
        message={revoke.isError ? loginErrorMessage(revoke.error) : undefined}
        alert
      />
      <p role="status">{revoked ? 'Logged out. You can log in again now.' : ''}</p>
      <Actions>
        <PrimaryButton type="button" onClick={logInAgain}>
          {revoked ? 'Log in again' : 'Back to login'}
        </PrimaryButton>
      </Actions>
    </ErrorPage>
  );
}
