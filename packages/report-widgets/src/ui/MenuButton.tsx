import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { themeOf } from '../theme/themeOf.ts';
import { focusRing } from './focusRing.ts';
import { hostProofRoot } from './hostProofRoot.ts';
import { activeElementNear } from './shadowAware.ts';

export interface MenuButtonItem {
  id: string;
  label: string;
  /** Shown but not chosen (aria-disabled), with `hint` saying why. */
  disabled?: boolean;
  /** A second line under the label: why it is disabled, or what it does. */
  hint?: string;
  onSelect: () => void;
}

export interface MenuButtonProps {
  /** Names the button and the menu for assistive technology; a text trigger's words must begin it. */
  label: string;
  /** What the button shows (an icon, or a text). */
  trigger: ReactNode;
  items: readonly MenuButtonItem[];
  /** A note under the items (e.g. the exports left this month). */
  footer?: ReactNode;
  /** The trigger's look: a square icon button or a text button. */
  variant?: 'icon' | 'text';
  /** The trigger shows a busy state (the menu's work is running) and says so. */
  busy?: boolean;
}

const Wrapper = styled.div`
  ${hostProofRoot}
  position: relative;
  display: inline-flex;
`;

const Trigger = styled.button<{ $variant: 'icon' | 'text' }>`
  display: inline-flex;
  gap: 6px;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  height: 32px;
  padding: ${(p) => (p.$variant === 'icon' ? '0' : '0 12px')};
  border: 1px solid ${(p) => (p.$variant === 'icon' ? 'transparent' : themeOf(p).palette.neutral.border)};
  border-radius: ${(p) => themeOf(p).radii.sm};
  background: ${(p) => (p.$variant === 'icon' ? 'transparent' : themeOf(p).palette.neutral.surface)};
  color: ${(p) => themeOf(p).palette.neutral[p.$variant === 'icon' ? 'textMuted' : 'text']};
  font: inherit;
  cursor: pointer;
  ${focusRing}

  &:hover {
    border-color: ${(p) => themeOf(p).palette.neutral.border};
    color: ${(p) => themeOf(p).palette.neutral.text};
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const List = styled.ul`
  position: absolute;
  top: 100%;
  right: 0;
  z-index: 30;
  min-width: 180px;
  margin: 4px 0 0;
  padding: 4px;
  border: 1px solid ${(p) => themeOf(p).palette.neutral.border};
  border-radius: ${(p) => themeOf(p).radii.sm};
  background: ${(p) => themeOf(p).palette.neutral.surface};
  box-shadow: 0 8px 24px rgb(15 23 42 / 16%);
  list-style: none;
`;

const Item = styled.button`
  display: flex;
  flex-direction: column;
  gap: 2px;
  width: 100%;
  padding: 6px 10px;
  border: 0;
  border-radius: 4px;
  background: none;
  color: ${(p) => themeOf(p).palette.neutral.text};
  font: inherit;
  text-align: left;
  white-space: nowrap;
  cursor: pointer;

  &:hover,
  &:focus {
    outline: none;
    background: ${(p) => themeOf(p).palette.neutral.background};
  }

  &[aria-disabled='true'] {
    color: ${(p) => themeOf(p).palette.neutral.textMuted};
    cursor: not-allowed;
  }

  small {
    color: ${(p) => themeOf(p).palette.neutral.textMuted};
    font-size: 0.75rem;
    white-space: normal;
  }
`;

const Footer = styled.li`
  margin-top: 4px;
  padding: 6px 10px 2px;
  border-top: 1px solid ${(p) => themeOf(p).palette.neutral.border};
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font-size: 0.75rem;
  white-space: nowrap;
`;

/**
 * A menu button (WAI-ARIA): Enter, Space or ArrowDown open it on the first item, arrows move,
 * Escape closes it back to the button, Tab or a click outside closes it. Disabled items stay in the
 * menu, focusable and announced as unavailable, with their hint (export items
 * are disabled, not hidden, when the plan or the limit refuses them).
 */
export function MenuButton({ label, trigger, items, footer, variant = 'icon', busy = false }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const menuItems = () => [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (open) menuItems()[0]?.focus();
  }, [open]);

  const close = (focusTrigger: boolean) => {
    setOpen(false);
    if (focusTrigger) triggerRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const all = menuItems();
    const index = all.indexOf(activeElementNear(list.current) as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      all[(index + 1) % all.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      all[(index - 1 + all.length) % all.length]?.focus();
    } else if (event.key === 'Home') {
      event.preventDefault();
      all[0]?.focus();
    } else if (event.key === 'End') {
      event.preventDefault();
      all.at(-1)?.focus();
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <Wrapper
      data-image-export-skip
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        $variant={variant}
        // A text trigger's visible words start its name (WCAG 2.5.3), e.g. 'Export' → 'Export nike.com'.
        aria-label={label}
        title={variant === 'icon' ? label : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={busy || undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {trigger}
      </Trigger>
      {open && (
        <List ref={list} id={menuId} role="menu" aria-label={label} onKeyDown={onKeyDown}>
          {items.map((item) => (
            <li role="none" key={item.id}>
              <Item
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-disabled={item.disabled || undefined}
                onClick={() => {
                  if (item.disabled) return;
                  close(true);
                  item.onSelect();
                }}
              >
                <span>{item.label}</span>
                {item.hint && <small>{item.hint}</small>}
              </Item>
            </li>
          ))}
          {footer && <Footer role="none">{footer}</Footer>}
        </List>
      )}
    </Wrapper>
  );
}
