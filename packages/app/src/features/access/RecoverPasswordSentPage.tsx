import { useNavigate } from '@tanstack/react-router';
import { styled } from 'styled-components';
import { PrimaryButton } from '../../shared/ui/formStyles.ts';
import { tokens } from '../../shared/ui/tokens.ts';
import { AccessLayout } from './AccessLayout.tsx';

export interface RecoverPasswordSentPageProps {
  email: string;
}

const Text = styled.p`
  margin: 0 0 20px;
  color: ${tokens.muted};
  line-height: 1.5;

  strong {
    color: ${tokens.text};
    word-break: break-all;
  }
`;

/** The confirmation after a recovery request, with 'Back to login'. */
export function RecoverPasswordSentPage({ email }: RecoverPasswordSentPageProps) {
  const navigate = useNavigate();
  return (
    <AccessLayout title="Check your e-mail">
      <Text>
        We have sent a recovery link to <strong>{email}</strong>. Follow it to set a new password.
      </Text>
      <PrimaryButton type="button" onClick={() => void navigate({ to: '/login' })}>
        Back to login
      </PrimaryButton>
    </AccessLayout>
  );
}
