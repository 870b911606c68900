import { useSearch } from '@tanstack/react-router';
import styled from 'styled-components';
import { PrimaryButton } from '../ui/formStyles.ts';
import { ErrorPage } from './ErrorPage.tsx';

const Action = styled.div`
  max-width: 240px;
  margin-top: 24px;
`;

/** Only in-app paths: `refreshUrl` comes from the address bar and must not redirect elsewhere. */
function inAppUrl(url: string | undefined): string | null {
  return url && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : null;
}

/**
 * spec access-shell-plans §2.4 Server error: its action refreshes — to the refreshUrl query parameter
 * when present, otherwise it reloads (the generic error page's default action text).
 */
export function ServerErrorPage() {
  const { refreshUrl } = useSearch({ strict: false });
  const refresh = () => {
    const target = inAppUrl(refreshUrl);
    if (target) window.location.assign(target);
    else window.location.reload();
  };
  return (
    <ErrorPage title="There's been a glitch...">
      <p>We've got notified about the problem. Our engineers are working hard to resolve it asap.</p>
      <Action>
        <PrimaryButton type="button" onClick={refresh}>
          Refresh the app
        </PrimaryButton>
      </Action>
    </ErrorPage>
  );
}
