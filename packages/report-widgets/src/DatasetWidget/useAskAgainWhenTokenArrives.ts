import { API_ERROR_CODES } from '@adlens/core';
import { isApiError } from '@adlens/api-client';
import { useEffect, useRef } from 'react';

/**
 * A trial's premium search opens data beyond the package once the report's view token has counted
 * it: an answer refused before the token came is asked again, so every widget shows what the search
 * paid for, not a lock until a reload. Armed by a token that arrives while the card is shown (not one
 * it started with): each refused item is then asked once more (a refusal the token does not lift
 * stays).
 */
export function useAskAgainWhenTokenArrives(
  viewToken: string | undefined,
  queries: readonly { error: unknown; isFetching: boolean; refetch: () => Promise<unknown> }[],
): void {
  const askedAgain = useRef<{ token: string | undefined; armed: boolean; items: Set<number> }>({
    token: viewToken,
    armed: false,
    items: new Set(),
  });
  useEffect(() => {
    if (viewToken !== askedAgain.current.token)
      askedAgain.current = { token: viewToken, armed: true, items: new Set() };
    if (viewToken === undefined || !askedAgain.current.armed) return;
    queries.forEach((query, index) => {
      const refused = isApiError(query.error) && query.error.code === API_ERROR_CODES.packageLimitExceeded;
      if (!refused || askedAgain.current.items.has(index) || query.isFetching) return;
      askedAgain.current.items.add(index);
      void query.refetch();
    });
  }, [viewToken, queries]);
}
