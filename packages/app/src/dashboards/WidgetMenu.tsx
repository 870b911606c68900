import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { tokens } from '../ui/tokens.ts';

export interface WidgetMenuProps {
  /** The widget's title, naming the menu for assistive technology. */
  title: string;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  width: 32px;
  height: 32px;
  border: 1px solid transparent;
  border-radius: ${tokens.radius};
  background: none;
  color: ${tokens.muted};
  font: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    border-color: ${tokens.border};
    color: ${tokens.text};
  }
`;

const List = styled.ul`
  position: absolute;
  top: 100%;
  right: 0;
  z-index: 20;
  min-width: 140px;
  margin: 4px 0 0;
  padding: 4px;
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
  background: ${tokens.surface};
  box-shadow: 0 8px 24px rgb(15 23 42 / 16%);
  list-style: none;
`;

const Item = styled.button`
  display: block;
  width: 100%;
  padding: 6px 10px;
  border: 0;
  border-radius: 4px;
  background: none;
  font: inherit;
  color: ${tokens.text};
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus {
    background: ${tokens.page};
  }
`;

/**
 * spec reports-data §2 Widget card: the dashboard widget's three-item menu — Edit, Duplicate, Delete.
 * A menu button (WAI-ARIA): Enter/Space/ArrowDown open it on the first item, arrows move, Escape
 * closes it back to the button.
 */
export function WidgetMenu({ title, onEdit, onDuplicate, onDelete }: WidgetMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const items = () => [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (open) items()[0]?.focus();
  }, [open]);

  const close = (focusTrigger: boolean) => {
    setOpen(false);
    if (focusTrigger) trigger.current?.focus();
  };
  const choose = (action: () => void) => {
    close(true);
    action();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      all[(index + 1) % all.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      all[(index - 1 + all.length) % all.length]?.focus();
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <Wrapper
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Trigger
        ref={trigger}
        type="button"
        aria-label={`${title} menu`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span aria-hidden="true">⋮</span>
      </Trigger>
      {open && (
        <List ref={list} id={menuId} role="menu" aria-label={`${title} menu`} onKeyDown={onKeyDown}>
          <li role="none">
            <Item type="button" role="menuitem" tabIndex={-1} onClick={() => choose(onEdit)}>
              Edit
            </Item>
          </li>
          <li role="none">
            <Item type="button" role="menuitem" tabIndex={-1} onClick={() => choose(onDuplicate)}>
              Duplicate
            </Item>
          </li>
          <li role="none">
            <Item type="button" role="menuitem" tabIndex={-1} onClick={() => choose(onDelete)}>
              Delete
            </Item>
          </li>
        </List>
      )}
    </Wrapper>
  );
}
