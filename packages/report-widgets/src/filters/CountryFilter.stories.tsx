import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { CountryFilter, type CountryFilterProps } from './CountryFilter.tsx';
import { storyCountries } from './filterStoryData.ts';

function Controlled(props: CountryFilterProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CountryFilter
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Filters/CountryFilter',
  component: CountryFilter,
  render: (args) => <Controlled {...args} />,
  args: { countries: storyCountries, value: 840, onChange: fn(), onRestricted: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CountryFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchAndPick: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Country: United States' });
    await userEvent.click(trigger);
    const search = await canvas.findByRole('searchbox', { name: 'Search countries' });
    await expect(search).toHaveFocus();
    await userEvent.type(search, 'germ');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(276);
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAccessibleName('Country: Germany');
  },
};

export const NoCountriesFound: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Country/ }));
    await userEvent.type(await canvas.findByRole('searchbox'), 'atlantis');
    await expect(canvas.getByRole('status')).toHaveTextContent('No countries found');
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

export const RestrictedAndWithoutData: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Country/ }));
    const listbox = await canvas.findByRole('listbox', { name: 'Country' });
    const japan = within(listbox).getByRole('option', { name: /Japan/ });
    await expect(japan).toHaveAccessibleDescription('No data available for this country');
    await userEvent.click(japan);
    await expect(args.onChange).not.toHaveBeenCalled();
    const france = within(listbox).getByRole('option', { name: /France/ });
    // Package-limit hints wait 300 ms; a missing-data reason does not.
    const hintDelay = (element: HTMLElement) =>
      getComputedStyle(document.getElementById(element.getAttribute('aria-describedby')!)!).transitionDelay;
    listbox.focus();
    await userEvent.keyboard('{End}{ArrowUp}');
    await expect(hintDelay(france)).toBe('0.3s');
    await userEvent.keyboard('{End}');
    await expect(hintDelay(japan)).toBe('0s');
    await userEvent.click(france);
    await expect(args.onRestricted).toHaveBeenCalledWith(storyCountries[3]);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A trial customer: a country outside the package can be chosen with a premium search, and says so. */
export const PremiumChoice: Story = {
  args: {
    countries: storyCountries.map((country) =>
      country.restricted ? { ...country, restricted: false, premium: true } : country,
    ),
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Country/ }));
    const listbox = await canvas.findByRole('listbox', { name: 'Country' });
    const france = within(listbox).getByRole('option', { name: /France/ });
    await expect(france).toHaveAccessibleDescription('Uses one of your trial premium searches');
    await userEvent.click(france);
    await expect(args.onChange).toHaveBeenCalledWith(250);
  },
};
