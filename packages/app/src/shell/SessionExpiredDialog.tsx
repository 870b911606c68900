import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { useAdlensRuntime } from '../runtime/useAdlensRuntime.ts';
import { useSessionState } from '../runtime/useSessionState.ts';
import { PrimaryButton } from '../ui/formStyles.ts';
import { tokens } from '../ui/tokens.ts';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding-top: 120px;
  background: rgb(15 23 42 / 45%);
`;

const Dialog = styled.div`
  width: min(384px, calc(100% - 32px));
  padding: 24px;
  border-radius: 10px;
  background: ${tokens.surface};

  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
  }

  p {
    margin: 0 0 20px;
    color: ${tokens.muted};
  }
`;

/**
 * 'Current session is expired' (spec access-shell-plans §2.7, §4 Session refresh): outside an
 * integration 'Please relogin' and an Ok button that saves the URL and goes to login; inside one
 * 'Please reload the page' and no button (the host owns the session).
 */
export function SessionExpiredDialog() {
  const { config } = useAdlensRuntime();
  const expired = useSessionState((state) => state.sessionExpired);
  const rememberReturnUrl = useSessionState((state) => state.rememberReturnUrl);
  const setSessionExpired = useSessionState((state) => state.setSessionExpired);
  const href = useRouterState({ select: (state) => state.location.href });
  const navigate = useNavigate();
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const embedded = config.integration !== 'none';

  useEffect(() => {
    if (expired) button.current?.focus();
  }, [expired]);

  if (!expired) return null;

  const relogin = () => {
    rememberReturnUrl(href);
    setSessionExpired(false);
    void navigate({ to: '/login' });
  };

  return (
    <Backdrop>
      <Dialog role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={`${titleId}-text`}>
        <h2 id={titleId}>Current session is expired</h2>
        <p id={`${titleId}-text`}>{embedded ? 'Please reload the page' : 'Please relogin'}</p>
        {!embedded && (
          <PrimaryButton ref={button} type="button" onClick={relogin}>
            Ok
          </PrimaryButton>
        )}
      </Dialog>
    </Backdrop>
  );
}
