import { type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { themeOf } from '../theme/themeOf.ts';
import { focusRing } from '../ui/focusRing.ts';
import { hostProofRoot } from '../ui/hostProofRoot.ts';
import { happenedInside } from '../ui/shadowAware.ts';

interface FilterPopoverApi {
  /** Closes the panel and returns focus to the trigger. */
  close: () => void;
}

export interface FilterPopoverProps {
  /** The filter's name: the trigger's visible label and the panel's accessible name. */
  label: string;
  /** The applied value, written after the label on the trigger. */
  valueText?: string;
  /**
   * The trigger's tooltip, for a value that may be longer than the room it has (a named channel
   * set): the value then stays on one line and ends in an ellipsis, the whole of it in the tooltip.
   */
  valueTitle?: string;
  /** Id of an element that says more about the applied value (a note under the filter). */
  describedBy?: string;
  disabled?: boolean;
  /** Element to focus when the panel opens; the first focusable one otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Panel contents, mounted on open — so state they hold starts afresh from the applied value. */
  children: (api: FilterPopoverApi) => ReactNode;
  /** Lets a parent focus the trigger (e.g. after removing a neighbouring chip). */
  triggerRef?: RefObject<HTMLButtonElement | null>;
  className?: string;
}

const Root = styled.div`
  ${hostProofRoot}
  position: relative;
  display: inline-block;
  max-width: 100%;
`;

const FilterTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.xs};
  /* A long value (a period with its days) wraps on a phone instead of running off the screen. */
  max-width: 100%;
  min-height: 36px;
  padding: 0 ${(p) => themeOf(p).spacing.md};
  text-align: left;
  border: 1px solid ${(p) => themeOf(p).palette.neutral.textMuted};
  border-radius: ${(p) => themeOf(p).radii.sm};
  background: ${(p) => themeOf(p).palette.neutral.background};
  color: inherit;
  font: inherit;
  cursor: pointer;
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    border-color: ${(p) => themeOf(p).palette.neutral.border};
    color: ${(p) => themeOf(p).palette.neutral.textMuted};
  }
`;

const TriggerLabel = styled.span`
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
`;

/** A value that ends in an ellipsis rather than wrap or run out of its trigger. */
const TruncatedValue = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Chevron = styled.span`
  font-size: ${(p) => themeOf(p).typography.fontSize.xs};
`;

const Panel = styled.div`
  position: absolute;
  z-index: 30;
  top: calc(100% + 4px);
  left: 0;
  box-sizing: border-box;
  min-width: 240px;
  max-width: calc(100vw - 16px);
  padding: ${(p) => themeOf(p).spacing.sm};
  border: 1px solid ${(p) => themeOf(p).palette.neutral.border};
  border-radius: ${(p) => themeOf(p).radii.md};
  background: ${(p) => themeOf(p).palette.neutral.background};
  box-shadow: 0 8px 24px rgb(0 0 0 / 12%);
`;

const FOCUSABLE = 'input, button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A button that opens a non-modal dialog panel under it. Escape
 * and the panel's own close() return focus to the trigger; a click outside closes without moving
 * focus (the user is already elsewhere). Panel contents mount on open and unmount on close.
 */
export function FilterPopover({
  label,
  valueText,
  valueTitle,
  describedBy,
  disabled = false,
  initialFocus,
  children,
  triggerRef,
  className,
}: FilterPopoverProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const ownTriggerRef = useRef<HTMLButtonElement>(null);
  const trigger = triggerRef ?? ownTriggerRef;

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  // A panel wider than the room right of its trigger moves left, so it stays on screen (or in the frame).
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const rect = panel.getBoundingClientRect();
    const over = rect.right - (document.documentElement.clientWidth - 8);
    if (over > 0) panel.style.left = `${-Math.max(0, Math.min(over, rect.left - 8))}px`;
  }, [open]);

  useLayoutEffect(() => {
    if (!open) return;
    const target = initialFocus?.current ?? panelRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  }, [open, initialFocus]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!happenedInside(event, rootRef.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <Root ref={rootRef} className={className}>
      <FilterTrigger
        ref={trigger}
        type="button"
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-describedby={describedBy}
        title={valueTitle}
        onClick={() => setOpen((value) => !value)}
      >
        <TriggerLabel>{valueText === undefined ? label : `${label}:`}</TriggerLabel>
        {valueText !== undefined &&
          (valueTitle === undefined ? (
            <> {valueText}</>
          ) : (
            <>
              {' '}
              <TruncatedValue>{valueText}</TruncatedValue>
            </>
          ))}
        <Chevron aria-hidden="true">▾</Chevron>
      </FilterTrigger>
      {open && (
        <Panel
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={label}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
        >
          <PanelBody render={children} close={close} />
        </Panel>
      )}
    </Root>
  );
}

/** Calls the render function inside its own component, so `close` is only ever called from events. */
function PanelBody({ render, close }: { render: (api: FilterPopoverApi) => ReactNode; close: () => void }) {
  return render({ close });
}
