import { styled } from 'styled-components';
import { tokens } from '../../../shared/ui/tokens.ts';

/** One titled block of the Account settings page. */
export const AccountSection = styled.section`
  margin-bottom: 24px;
  padding: 20px;
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
  background: ${tokens.surface};

  h2 {
    margin: 0 0 8px;
    font-size: 1.125rem;
  }

  > p {
    margin: 0 0 16px;
    color: ${tokens.muted};
    font-size: 0.875rem;
  }
`;
