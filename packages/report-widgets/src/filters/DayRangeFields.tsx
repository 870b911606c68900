import type { DateRange, IsoDate } from '@adlens/core';
import { useId } from 'react';
import { styled } from 'styled-components';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { themeOf } from '../theme/themeOf.ts';
import { focusRing } from '../ui/focusRing.ts';

export interface DayRangeFieldsProps {
  /** The days shown: the pending choice's, or what the user is typing ('' while a field is empty). */
  value: DateRange;
  /** The first and last day with data: the fields' min and max. */
  min?: IsoDate;
  max?: IsoDate;
  onChange: (value: DateRange) => void;
  /** The message under the fields when the days cannot be used; its id describes both fields. */
  error?: string;
}

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p).spacing.sm};
`;

const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: ${(p) => themeOf(p).typography.fontSize.xs};
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
`;

const DateInput = styled.input`
  min-height: 32px;
  padding: 0 ${(p) => themeOf(p).spacing.xs};
  border: 1px solid ${(p) => themeOf(p).palette.neutral.textMuted};
  border-radius: ${(p) => themeOf(p).radii.sm};
  background: ${(p) => themeOf(p).palette.neutral.background};
  color: ${(p) => themeOf(p).palette.neutral.text};
  font: inherit;
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
  ${focusRing}
`;

const FieldError = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${(p) => themeOf(p).palette.negative};
  font-size: ${(p) => themeOf(p).typography.fontSize.xs};
`;

/**
 * A range of days as two labelled native date fields (keyboard, screen readers and mobile pickers
 * come with the browser), bounded by the days with data. They show the days of whatever is pending,
 * so picking a predefined period, a quarter or months shows its days here, and typing a day makes
 * the range the choice.
 */
export function DayRangeFields({ value, min, max, onChange, error }: DayRangeFieldsProps) {
  const { t } = useAdlensTranslation();
  const errorId = useId();
  const described = error ? errorId : undefined;
  return (
    <Fields>
      <Field>
        {t('filters.firstDay')}
        <DateInput
          type="date"
          value={value.start}
          min={min}
          max={max}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onChange({ start: event.target.value, end: value.end })}
        />
      </Field>
      <Field>
        {t('filters.lastDay')}
        <DateInput
          type="date"
          value={value.end}
          min={min}
          max={max}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onChange({ start: value.start, end: event.target.value })}
        />
      </Field>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Fields>
  );
}
