import { useQuery } from '@tanstack/react-query';
import { useAdlensRuntime } from '../runtime/useAdlensRuntime.ts';
import { ErrorPage } from './ErrorPage.tsx';
import { TeaserImages } from './TeaserImages.tsx';

/**
 * spec access-shell-plans §2.4 No-package teaser: five sample images and an invitation to contact the
 * account manager, whose address comes from customers/{id}/contacts (§7: empty string on error).
 */
export function NoPackagePage() {
  const { client } = useAdlensRuntime();
  const manager = useQuery({
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
  });
  const email = manager.data;
  return (
    <ErrorPage title="Your account has no active package">
      <p>Reports like these are waiting for you. Contact your account manager to choose a package.</p>
      {email && (
        <p>
          Your account manager: <a href={`mailto:${email}?subject=${encodeURIComponent('Package')}`}>{email}</a>
        </p>
      )}
      <TeaserImages />
    </ErrorPage>
  );
}
