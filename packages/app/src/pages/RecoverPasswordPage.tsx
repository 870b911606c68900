import { TextLink } from '../ui/TextLink.tsx';
import { AccessLayout } from './AccessLayout.tsx';

/**
 * Placeholder for the recovery page (spec access-shell-plans §2.3: 'Reset password', e-mail field,
 * 'Send Recovery Link', 'Go back to login') until the API offers the verification call.
 */
export function RecoverPasswordPage() {
  return (
    <AccessLayout title="Reset password">
      <p>Password recovery is not available here yet. Please contact your account manager.</p>
      <p>
        <TextLink to="/login">Go back to login</TextLink>
      </p>
    </AccessLayout>
  );
}
