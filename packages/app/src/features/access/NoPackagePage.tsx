import { accountManagerMailto } from '../../shared/limits/accountManagerMailto.ts';
import { useAccountManagerEmail } from '../../shared/limits/useAccountManagerEmail.ts';
import { ErrorPage } from './ErrorPage.tsx';
import { TeaserImages } from './TeaserImages.tsx';

/**
 * The no-package teaser: five sample images and an invitation to contact the
 * account manager, whose address comes from customers/{id}/contacts (empty string on error).
 */
export function NoPackagePage() {
  const email = useAccountManagerEmail();
  return (
    <ErrorPage title="Your account has no active package">
      <p>Reports like these are waiting for you. Contact your account manager to choose a package.</p>
      {email && (
        <p>
          Your account manager: <a href={accountManagerMailto(email, 'Package')}>{email}</a>
        </p>
      )}
      <TeaserImages />
    </ErrorPage>
  );
}
