import { getRouteApi } from '@tanstack/react-router';
import { styled } from 'styled-components';
import { inAppPath } from '../../model/session/inAppPath.ts';
import { PrimaryButton } from '../../shared/ui/formStyles.ts';
import { ErrorPage } from './ErrorPage.tsx';

// `refreshUrl` is a root search parameter: the page reads it on /500 and under any route that failed.
const rootRoute = getRouteApi('__root__');

const Action = styled.div`
  max-width: 240px;
  margin-top: 24px;
`;

/**
 * Server error: its action refreshes — to the refreshUrl query parameter
 * when present, otherwise it reloads (the generic error page's default action text).
 */
export function ServerErrorPage() {
  const { refreshUrl } = rootRoute.useSearch();
  const refresh = () => {
    // Only in-app paths: `refreshUrl` comes from the address bar and must not lead elsewhere.
    const target = inAppPath(refreshUrl);
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
