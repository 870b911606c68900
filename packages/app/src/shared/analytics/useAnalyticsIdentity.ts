import { sessionUserQueryOptions } from '@adlens/api-client/query';
import { analyticsUser } from '@adlens/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAdlensRuntime } from '../runtime/useAdlensRuntime.ts';

/**
 * Identifies the signed-in user to analytics (the user-flow tool with
 * name, e-mail, account, domain, company and package). The standalone shell reads the user anyway;
 * embeds ask for it only when a tool that uses the identity is configured.
 */
export function useAnalyticsIdentity(): void {
  const { client, config, analytics } = useAdlensRuntime();
  const wanted = config.integration === 'none' || Boolean(config.analytics.id || config.analytics.userFlow?.token);
  const { data: user } = useQuery({ ...sessionUserQueryOptions(client), enabled: wanted });
  useEffect(() => {
    if (user) analytics.identify(analyticsUser(user));
  }, [user, analytics]);
}
