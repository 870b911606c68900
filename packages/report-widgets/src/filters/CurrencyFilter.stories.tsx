import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CurrencyFilter } from './CurrencyFilter.tsx';
import { storyCurrencies } from './filterStoryData.ts';

const meta = {
  title: 'Filters/CurrencyFilter',
  component: CurrencyFilter,
  args: { currencies: storyCurrencies, value: 'USD', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CurrencyFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CodeAndSymbol: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Currency: USD $' });
    await userEvent.click(trigger);
    const options = within(await canvas.findByRole('listbox')).getAllByRole('option');
    await expect(options).toHaveLength(3);
    await expect(options[0]).toHaveTextContent('USD$');
    await expect(options[1]).toHaveTextContent('EUR€');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown} ');
    await expect(args.onChange).toHaveBeenCalledWith('EUR');
    await expect(trigger).toHaveFocus();
  },
};
