import { EMAIL_NOTIFICATIONS_APP_PATH, type UnsubscribeResponse } from '@adlens/core';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { AccessLayout } from '../../access/AccessLayout.tsx';
import { useAdlensRuntime } from '../../../shared/runtime/useAdlensRuntime.ts';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { tokens } from '../../../shared/ui/tokens.ts';

export interface UnsubscribePageProps {
  /** The token of the digest's unsubscribe link. */
  token: string;
}

const Text = styled.p`
  margin: 0 0 16px;
  color: ${tokens.muted};
  line-height: 1.5;

  strong {
    color: ${tokens.text};
    word-break: break-all;
  }
`;

/**
 * The landing page of a digest's unsubscribe link: no sign-in, the link's token names the
 * user; the API turns every digest frequency off and the page confirms for which address. The
 * subscriptions stay, so turning a frequency on again in the settings resumes the digests.
 */
export function UnsubscribePage({ token }: UnsubscribePageProps) {
  const { client } = useAdlensRuntime();
  const result = useQuery<UnsubscribeResponse>({
    queryKey: ['adlens', 'unsubscribe', token],
    queryFn: ({ signal }) => client.unsubscribe(token, { signal }),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
  });

  if (!token || result.isError) {
    return (
      <AccessLayout title="This link does not work">
        <Text role="alert">
          The unsubscribe link is invalid or has expired. You can turn e-mail digests off in your{' '}
          <a href={EMAIL_NOTIFICATIONS_APP_PATH}>e-mail notification settings</a>.
        </Text>
      </AccessLayout>
    );
  }
  if (!result.data) {
    return (
      <AccessLayout title="Unsubscribing…">
        <Text role="status">
          <Spinner /> One moment, please.
        </Text>
      </AccessLayout>
    );
  }
  return (
    <AccessLayout title="You are unsubscribed">
      <Text role="status">
        <strong>{result.data.email}</strong> will no longer receive e-mail digests.
      </Text>
      <Text>
        Changed your mind? Turn a frequency back on in your{' '}
        <a href={EMAIL_NOTIFICATIONS_APP_PATH}>e-mail notification settings</a>; your subscriptions are kept.
      </Text>
    </AccessLayout>
  );
}
