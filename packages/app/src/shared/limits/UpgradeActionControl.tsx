import { styled } from 'styled-components';
import { PrimaryButton } from '../ui/formStyles.ts';
import { LinkButton } from '../ui/LinkButton.ts';
import type { UpgradeAction } from './useUpgradeAction.tsx';

const Primary = styled(PrimaryButton)`
  width: auto;
  text-decoration: none;
`;

export interface UpgradeActionControlProps {
  action: UpgradeAction;
  /** A page's main action (a filled button) or a link-styled one inside a sentence. */
  variant: 'primary' | 'inline';
}

/** The upgrade action: a mail draft is a real link (it can be copied); the others are buttons. */
export function UpgradeActionControl({ action, variant }: UpgradeActionControlProps) {
  const Control = variant === 'primary' ? Primary : LinkButton;
  return action.href ? (
    <Control as="a" href={action.href}>
      {action.label}
    </Control>
  ) : (
    <Control type="button" onClick={action.onAction}>
      {action.label}
    </Control>
  );
}
