import { useQuery } from '@tanstack/react-query';
import { useAdlensRuntime } from '../runtime/useAdlensRuntime.ts';

/**
 * The signed-in customer's account manager's e-mail, from customers/{id}/contacts, for 'contact
 * admin' (the contacts answer an empty string on failure). Undefined while it loads or when there is
 * no session.
 */
export function useAccountManagerEmail(): string | undefined {
  const { client } = useAdlensRuntime();
  return useQuery({
    queryKey: ['adlens', 'account-manager'],
    queryFn: async () => {
      try {
        const user = await client.session.getUser();
        return (await client.getContacts(user.customer.id)).customerManager.email;
      } catch {
        return '';
      }
    },
    enabled: client.session.isSignedIn,
    retry: false,
    staleTime: Infinity,
  }).data;
}
