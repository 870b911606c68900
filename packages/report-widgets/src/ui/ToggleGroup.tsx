import { styled } from 'styled-components';
import { themeOf } from '../theme/themeOf.ts';
import { focusRing } from './focusRing.ts';

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${(p) => themeOf(p).palette.neutral.border};
  border-radius: ${(p) => themeOf(p).radii.sm};
  overflow: hidden;
`;

const Toggle = styled.button`
  min-height: 28px;
  padding: 0 ${(p) => themeOf(p).spacing.md};
  border: 0;
  background: ${(p) => themeOf(p).palette.neutral.background};
  color: ${(p) => themeOf(p).palette.neutral.text};
  font: inherit;
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
  cursor: pointer;
  ${focusRing}

  &[aria-pressed='true'] {
    background: ${(p) => themeOf(p).palette.primary};
    color: ${(p) => themeOf(p).palette.onPrimary};
  }

  & + & {
    border-left: 1px solid ${(p) => themeOf(p).palette.neutral.border};
  }
`;

export interface ToggleGroupProps<TValue extends string> {
  /** What the group chooses, for assistive technology ('Chart type', 'Metric'). */
  label: string;
  options: readonly { value: TValue; label: string }[];
  value: TValue;
  onChange: (value: TValue) => void;
}

/** One choice among a few, as toggle buttons with one pressed (a widget's chart type, its metric). */
export function ToggleGroup<TValue extends string>({ label, options, value, onChange }: ToggleGroupProps<TValue>) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <Toggle
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Toggle>
      ))}
    </Group>
  );
}
