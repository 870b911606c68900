import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { WarningIcon } from '../ui/WarningIcon.tsx';
import { PrimaryButton } from '../ui/formStyles.ts';
import { tokens } from '../ui/tokens.ts';

export interface GenericErrorPageProps {
  title: string;
  message: ReactNode;
  /** The white-label logo, e.g. `<BrandMark />` (left to the owner so the page needs no runtime). */
  logo?: ReactNode;
  /** An icon above the title; the warning icon by default. Ignored when `imageUrl` is given. */
  icon?: ReactNode;
  /** A custom image instead of the icon (decorative). */
  imageUrl?: string;
  /** Shows the action button; e.g. `() => window.location.reload()`. */
  onAction?: () => void;
  /** Action button text (default 'Refresh the app'). */
  actionText?: string;
}

const Page = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  min-height: 100vh;
  padding: 32px 16px;
  background: ${tokens.page};
  color: ${tokens.text};
  font-family: ${tokens.font};
  text-align: center;
`;

const Logo = styled.div`
  align-self: flex-start;
  margin-bottom: 64px;
`;

const Visual = styled.div`
  margin-bottom: 24px;
  color: ${tokens.danger};
`;

const Image = styled.img`
  max-width: min(320px, 100%);
  height: auto;
`;

const Title = styled.h1`
  margin: 0 0 12px;
  font-size: 1.75rem;
`;

const Message = styled.div`
  max-width: 560px;
  margin-bottom: 24px;
  color: ${tokens.muted};
  line-height: 1.5;
`;

const Action = styled(PrimaryButton)`
  width: auto;
`;

/** The generic error page: logo, icon or image, title, message, action. */
export function GenericErrorPage({
  title,
  message,
  logo,
  icon,
  imageUrl,
  onAction,
  actionText = 'Refresh the app',
}: GenericErrorPageProps) {
  return (
    <Page>
      {logo && <Logo>{logo}</Logo>}
      <Visual>{imageUrl ? <Image src={imageUrl} alt="" /> : (icon ?? <WarningIcon size={64} />)}</Visual>
      <Title>{title}</Title>
      <Message>{message}</Message>
      {onAction && (
        <Action type="button" onClick={onAction}>
          {actionText}
        </Action>
      )}
    </Page>
  );
}
