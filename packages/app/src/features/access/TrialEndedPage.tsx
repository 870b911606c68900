import { settingsQueryOptions } from '@adlens/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { tokens } from '../../shared/ui/tokens.ts';
import { ErrorPage } from './ErrorPage.tsx';

const ActionLink = styled.a`
  display: inline-block;
  margin-top: 16px;
  padding: 11px 24px;
  border-radius: ${tokens.radius};
  background: ${tokens.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${tokens.primaryHover};
  }
`;

/**
 * The trial-ended page: 'Your trial has ended!', contact the Customer Success
 * team; 'Get in Touch' opens the home-page URL from the public settings in a new tab.
 */
export function TrialEndedPage() {
  const { client } = useAdlensRuntime();
  const settings = useQuery(settingsQueryOptions(client));
  const homePageUrl = settings.data?.homePageUrl;
  return (
    <ErrorPage title="Your trial has ended!">
      <p>To keep using the reports, please contact our Customer Success team and choose a package.</p>
      {homePageUrl && (
        <ActionLink href={homePageUrl} target="_blank" rel="noopener noreferrer">
          Get in Touch
        </ActionLink>
      )}
    </ErrorPage>
  );
}
