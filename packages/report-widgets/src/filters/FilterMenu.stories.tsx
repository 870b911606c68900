import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { FilterMenu, type FilterMenuProps } from './FilterMenu.tsx';
import type { FilterMenuOption } from './filterMenuOption.ts';

const OPTIONS: FilterMenuOption[] = [
  { id: 'BANNER', label: 'Banner' },
  { id: 'VIDEO', label: 'Video' },
  { id: 'SOCIAL', label: 'Social' },
  { id: 'NATIVE', label: 'Native', disabled: true, disabledReason: 'No data for this ad type' },
  { id: 'CTV', label: 'Connected TV', restricted: true },
];

/** The app holds the applied value; the story does the same so the trigger shows what was applied. */
function Controlled(props: FilterMenuProps) {
  const [value, setValue] = useState(props.value);
  return (
    <FilterMenu
      {...props}
      value={value}
      onChange={(ids) => {
        setValue(ids);
        props.onChange(ids);
      }}
    />
  );
}

const meta = {
  title: 'Filters/FilterMenu',
  component: FilterMenu,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Ad type', options: OPTIONS, value: ['BANNER'], onChange: fn(), onRestricted: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 380, paddingTop: 40 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilterMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleSelectWithKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Ad type: Banner' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await canvas.findByRole('listbox', { name: 'Ad type' });
    await expect(listbox).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const options = within(listbox).getAllByRole('option');
    await expect(listbox).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    // Single-select closes after the choice and hands focus back.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(['VIDEO']);
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAccessibleName('Ad type: Video');
  },
};

export const EscapeDiscardsAndReturnsFocus: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Ad type/ });
    await userEvent.click(trigger);
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(trigger).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const MultiSelectApplyAndCancel: Story = {
  args: { multiple: true, value: ['BANNER', 'VIDEO'] },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Ad type: Banner +1' });
    await userEvent.click(trigger);
    let listbox = await canvas.findByRole('listbox');
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    // Space toggles the pending selection; Cancel discards it.
    await userEvent.keyboard('{ArrowDown}{ArrowDown} ');
    await expect(within(listbox).getByRole('option', { name: 'Social' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();

    // Reopening copies the applied selection again (Social is not pending any more).
    await userEvent.keyboard('{Enter}');
    listbox = await canvas.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Social' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Banner' }));
    await userEvent.click(within(listbox).getByRole('option', { name: 'Social' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith(['VIDEO', 'SOCIAL']);
    await expect(trigger).toHaveAccessibleName('Ad type: Video +1');
  },
};

export const RestrictedAndDisabledEntries: Story = {
  args: { multiple: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Ad type/ }));
    const listbox = await canvas.findByRole('listbox');
    const locked = within(listbox).getByRole('option', { name: 'Connected TV' });
    await expect(locked).toHaveAccessibleDescription('Not included in your plan');
    await userEvent.click(locked);
    await expect(args.onRestricted).toHaveBeenCalledWith(OPTIONS[4]);
    await expect(locked).toHaveAttribute('aria-selected', 'false');

    const disabled = within(listbox).getByRole('option', { name: 'Native' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await expect(disabled).toHaveAccessibleDescription('No data for this ad type');
    await userEvent.click(disabled);
    await expect(disabled).toHaveAttribute('aria-selected', 'false');
    // Reaching it with the keyboard shows its tooltip.
    await userEvent.keyboard('{End}{ArrowUp}');
    await waitFor(() => expect(within(disabled).getByText('No data for this ad type')).toBeVisible());
  },
};

export const SearchableWithNoMatch: Story = {
  args: { search: { label: 'Search ad types', emptyText: 'No ad types found' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Ad type/ }));
    const input = await canvas.findByRole('searchbox', { name: 'Search ad types' });
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'vid');
    await expect(within(canvas.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('listbox')).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.type(input, 'zzz');
    await expect(canvas.getByRole('status')).toHaveTextContent('No ad types found');
  },
};
