import { type UserSettings, type UserSettingsPatch, periodLabel, serializeChannel } from '@adlens/core';
import { useId, useState } from 'react';
import type { ReportFilterOptions } from '../../../shared/gating/chooseReportFilters.ts';
import { FieldMessage } from '../../../shared/ui/FieldMessage.tsx';
import { Field, Label, PrimaryButton } from '../../../shared/ui/formStyles.ts';
import { saveFailedMessage } from './serverFieldErrors.ts';
import { Saved, Section, Select } from './settingsStyles.ts';

export interface DefaultFiltersFormProps {
  options: ReportFilterOptions;
  settings: UserSettings;
  /** Saves the keys on the server; a rejection is shown and the choice kept. */
  onSave: (patch: UserSettingsPatch) => Promise<void>;
}

type Choice = { country: string; period: string; channel: string };
const NO_DEFAULT = '';

/** Only what the package lets the user choose (restricted or disabled are skipped). */
const choosable = (option: { disabled: boolean; restricted: boolean }) => !option.disabled && !option.restricted;

/**
 * The currency (choosing one saves it) and the default filters every report starts from — country, period, channel —
 * after the URL's (the "persisted" step of the default choice, docs/product/filters.md). "No default" leaves the
 * choice to the report's own fallbacks.
 */
export function DefaultFiltersForm({ options, settings, onSave }: DefaultFiltersFormProps) {
  const id = useId();
  const [choice, setChoice] = useState<Choice>({
    country: settings.country ?? NO_DEFAULT,
    period: settings.period ?? NO_DEFAULT,
    channel: settings.channel ?? NO_DEFAULT,
  });
  const [currency, setCurrency] = useState(settings.currency ?? 'USD');
  const [status, setStatus] = useState<{ saved?: string; error?: string }>({});
  const [saving, setSaving] = useState(false);

  const save = async (patch: UserSettingsPatch, what: string) => {
    setSaving(true);
    setStatus({});
    try {
      await onSave(patch);
      setStatus({ saved: `${what} saved` });
    } catch (error) {
      setStatus({ error: saveFailedMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  const channels = options.channels.filter(choosable).flatMap((channel) =>
    (channel.devices.length > 0 ? channel.devices : [{ code: 'ALL' as const, title: 'All devices' }]).map((device) => ({
      value: serializeChannel({ type: channel.type, device: device.code }),
      title: channel.devices.length > 1 ? `${channel.title} · ${device.title}` : channel.title,
    })),
  );
  const select = (key: keyof Choice, label: string, items: { value: string; title: string }[]) => (
    <Field>
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Select
        id={`${id}-${key}`}
        value={choice[key]}
        onChange={(event) => setChoice({ ...choice, [key]: event.target.value })}
      >
        <option value={NO_DEFAULT}>No default</option>
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.title}
          </option>
        ))}
      </Select>
    </Field>
  );

  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Currency and default filters</h2>
      <Field>
        <Label htmlFor={`${id}-currency`}>Currency</Label>
        <Select
          id={`${id}-currency`}
          value={currency}
          disabled={saving}
          onChange={(event) => {
            setCurrency(event.target.value);
            void save({ currency: event.target.value }, 'Currency');
          }}
        >
          {(options.currencies.length > 0 ? options.currencies : [{ code: 'USD', name: 'US Dollar' }]).map((item) => (
            <option key={item.code} value={item.code}>
              {item.code} — {item.name}
            </option>
          ))}
        </Select>
      </Field>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save(
            {
              country: choice.country || null,
              period: choice.period || null,
              channel: choice.channel || null,
            },
            'Default filters',
          );
        }}
      >
        {select(
          'country',
          'Default country',
          options.countries.filter(choosable).map((country) => ({ value: country.code, title: country.title })),
        )}
        {select(
          'period',
          'Default period',
          options.periods.filter(choosable).map((period) => ({ value: period.id, title: periodLabel(period) })),
        )}
        {select('channel', 'Default channel', channels)}
        <PrimaryButton type="submit" disabled={saving}>
          Save default filters
        </PrimaryButton>
      </form>
      <FieldMessage id={`${id}-error`} message={status.error} alert />
      <div aria-live="polite">{status.saved && <Saved>{status.saved}</Saved>}</div>
    </Section>
  );
}
