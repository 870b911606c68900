import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

/**
 * A menu button's popup, as the ARIA menu-button pattern has it: opening focuses the first item
 * (the last with ArrowUp); arrow keys, Home and End move between items; Escape closes and returns
 * focus to the button; Tab or a pointer down outside `wrapper` closes; Space activates a link item.
 */
export function useMenuPopup() {
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  const menuItems = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const all = menuItems();
    (focusOnOpen === 'last' ? all[all.length - 1] : all[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusOnOpen]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const openWith = (target: 'first' | 'last') => {
    setFocusOnOpen(target);
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = menuItems();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => all[(next + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(all.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      case ' ':
        // Space activates menu items that are links, as it does buttons.
        if (document.activeElement instanceof HTMLAnchorElement) {
          event.preventDefault();
          document.activeElement.click();
        }
        break;
    }
  };

  return {
    open,
    wrapperRef: wrapper,
    buttonRef: button,
    menuRef: menu,
    close,
    /** The button's click: opens on the first item, or closes. */
    toggle: () => (open ? close(false) : openWith('first')),
    onButtonKeyDown,
    onMenuKeyDown,
  };
}
