import { useSyncExternalStore } from 'react';
import { styled } from 'styled-components';
import { useAdlensRuntime } from '../shared/runtime/useAdlensRuntime.ts';
import { Spinner } from '../shared/ui/Spinner.tsx';
import { tokens } from '../shared/ui/tokens.ts';

const Live = styled.div`
  position: fixed;
  left: 50%;
  bottom: 24px;
  z-index: 1000;
  transform: translateX(-50%);
  pointer-events: none;
`;

const Pill = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  padding: 8px 16px;
  border-radius: 999px;
  background: ${tokens.text};
  color: ${tokens.surface};
  font-size: 0.875rem;
  box-shadow: 0 4px 16px rgb(0 0 0 / 20%);
`;

/**
 * 'Reconnecting…' while the API cannot be reached: the page stays usable and signed in,
 * requests are retried, and the notice clears by itself once the API answers (the client probes it).
 * A polite live region that is always there, so the change is announced; nothing is shown otherwise.
 */
export function ReconnectingNotice() {
  const { client } = useAdlensRuntime();
  const reachable = useSyncExternalStore(
    (notify) => client.connectivity.subscribe(notify),
    () => client.connectivity.reachable,
    () => true,
  );
  return (
    <Live role="status" aria-live="polite">
      {!reachable && (
        <Pill data-testid="reconnecting">
          <Spinner size={14} />
          Reconnecting…
        </Pill>
      )}
    </Live>
  );
}
