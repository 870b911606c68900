import { styled } from 'styled-components';
import type { ReactNode } from 'react';
import { PrimaryButton } from '../../shared/ui/formStyles.ts';
import { tokens } from '../../shared/ui/tokens.ts';

export interface SalesToolMessageProps {
  title: string;
  children: ReactNode;
  /** An action under the text, e.g. 'Go to the app'. */
  action?: { label: string; href?: string; onClick: () => void; disabled?: boolean };
  /** A picture above the title (e.g. the lock of a page the plan lacks); decorative. */
  icon?: ReactNode;
  /** What the action is doing (announced politely), e.g. a purchase being confirmed. */
  status?: string;
}

// No viewport heights: the embed is sized to its content.
const Page = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 40px 16px;
  color: ${tokens.text};
  font-family: ${tokens.font};
  text-align: center;

  h1 {
    margin: 0;
    font-size: 1.35rem;
  }

  p {
    max-width: 28rem;
    margin: 0;
    color: ${tokens.muted};
    line-height: 1.5;
  }
`;

const Icon = styled.div`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${tokens.page};
  color: ${tokens.primary};
`;

const Status = styled.p`
  min-height: 1.5em;
  font-size: 0.875rem;
`;

const Action = styled(PrimaryButton)`
  width: auto;
  margin-top: 12px;
  text-decoration: none;
`;

/** The sales tool's message pages: compact enough for the partner's sidebar. */
export function SalesToolMessage({ title, children, action, icon, status }: SalesToolMessageProps) {
  return (
    <Page>
      {icon && <Icon aria-hidden="true">{icon}</Icon>}
      <h1>{title}</h1>
      {children}
      {action && (
        <Action
          as={action.href ? 'a' : 'button'}
          {...(action.href
            ? { href: action.href, target: '_blank', rel: 'noopener' }
            : { type: 'button', disabled: action.disabled })}
          onClick={(event: { preventDefault(): void }) => {
            event.preventDefault();
            action.onClick();
          }}
        >
          {action.label}
        </Action>
      )}
      {status !== undefined && (
        <Status role="status" aria-live="polite">
          {status}
        </Status>
      )}
    </Page>
  );
}
