import { styled } from 'styled-components';
import { tokens } from '../shared/ui/tokens.ts';
import type { AccountMenuEntry } from './useAccountMenuItems.ts';

const Item = styled.a`
  display: flex;
  gap: 8px;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  padding: 8px 12px;
  border: 0;
  background: none;
  font: inherit;
  font-size: 0.875rem;
  color: ${tokens.text};
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover,
  &:focus {
    background: ${tokens.page};
  }
`;

const Check = styled.span`
  width: 28px;
  height: 16px;
  border-radius: 8px;
  background: ${tokens.controlBorder};
  position: relative;
  flex: none;

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: #fff;
  }

  [aria-checked='true'] > & {
    background: ${tokens.primary};
  }

  [aria-checked='true'] > &::after {
    left: 14px;
  }
`;

/**
 * One account-menu item: a link for a page of the app, a switch (`menuitemcheckbox`) for Skip mode,
 * a button otherwise. Items are reached with the arrow keys, not Tab.
 */
export function AccountMenuItem({ entry }: { entry: AccountMenuEntry }) {
  if (entry.href !== undefined)
    return (
      <Item role="menuitem" tabIndex={-1} href={entry.href} onClick={entry.onSelect}>
        {entry.label}
      </Item>
    );
  if (entry.checked !== undefined)
    return (
      <Item
        as="button"
        type="button"
        role="menuitemcheckbox"
        aria-checked={entry.checked}
        tabIndex={-1}
        onClick={entry.onSelect}
      >
        {entry.label}
        <Check aria-hidden="true" />
      </Item>
    );
  return (
    <Item as="button" type="button" role="menuitem" tabIndex={-1} onClick={entry.onSelect}>
      {entry.label}
    </Item>
  );
}
