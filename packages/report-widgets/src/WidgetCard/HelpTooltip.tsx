import { useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { focusRing } from '../ui/focusRing.ts';
import { themeOf } from '../theme/themeOf.ts';

export interface HelpTooltipProps {
  /** The button's name, e.g. 'About Estimated Expenditure'. */
  label: string;
  /** The help text; also the button's accessible description. */
  text: string;
}

/** Tooltip delay 300 ms (on hover; keyboard focus shows it at once). */
const HOVER_DELAY_MS = 300;

const Wrapper = styled.span`
  position: relative;
  display: inline-flex;
`;

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 1px solid ${(p) => themeOf(p).palette.neutral.border};
  border-radius: ${(p) => themeOf(p).radii.round};
  background: ${(p) => themeOf(p).palette.neutral.background};
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font: inherit;
  font-size: ${(p) => themeOf(p).typography.fontSize.xs};
  font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
  cursor: help;
  ${focusRing}
`;

const Bubble = styled.span`
  position: absolute;
  z-index: 10;
  top: calc(100% + 6px);
  left: 50%;
  transform: translateX(-50%);
  width: max-content;
  max-width: 260px;
  padding: ${(p) => `${themeOf(p).spacing.sm} ${themeOf(p).spacing.md}`};
  border-radius: ${(p) => themeOf(p).radii.sm};
  background: ${(p) => themeOf(p).palette.neutral.text};
  color: ${(p) => themeOf(p).palette.neutral.background};
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
  font-weight: ${(p) => themeOf(p).typography.fontWeight.regular};
  line-height: ${(p) => themeOf(p).typography.lineHeight};
  text-align: left;
  pointer-events: none;

  &[hidden] {
    display: none;
  }
`;

/**
 * A focusable "?" button whose description is the help text (WAI-ARIA tooltip pattern): shown on
 * hover and keyboard focus, dismissed with Escape without moving focus (WCAG 1.4.13).
 */
export function HelpTooltip({ label, text }: HelpTooltipProps) {
  const tooltipId = useId();
  const [open, setOpen] = useState(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const show = () => {
    clearTimeout(hoverTimer.current);
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(hoverTimer.current);
    setOpen(false);
  };

  return (
    <Wrapper
      onMouseEnter={() => {
        clearTimeout(hoverTimer.current);
        hoverTimer.current = setTimeout(show, HOVER_DELAY_MS);
      }}
      onMouseLeave={hide}
    >
      <Button
        type="button"
        aria-label={label}
        aria-describedby={tooltipId}
        onFocus={show}
        onBlur={hide}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            hide();
          }
        }}
      >
        <span aria-hidden="true">?</span>
      </Button>
      <Bubble role="tooltip" id={tooltipId} hidden={!open}>
        {text}
      </Bubble>
    </Wrapper>
  );
}
