import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyEntities } from './entityStoryData.ts';
import { GroupCard } from './GroupCard.tsx';

const meta = {
  title: 'Entities/GroupCard',
  component: GroupCard,
  args: { title: 'Sportswear brands', items: storyEntities.slice(0, 6), onRemove: fn() },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 120 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GroupCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IconsCounterAndTooltip: Story = {
  play: async ({ args, canvasElement, canvas, userEvent }) => {
    await expect(canvas.getByText('6 items')).toBeVisible();
    // The first 3 icons, those with icons first: nike, adidas, reebok (puma has none).
    const icons = canvasElement.querySelectorAll('[data-testid="entity-icon"]');
    await expect(icons).toHaveLength(3);
    await expect(canvas.getByText('nike.com, adidas.com, reebok.com')).toBeInTheDocument();
    const more = canvas.getByRole('button', { name: '3 more items' });
    await expect(within(more).getByText('+3')).toBeVisible();
    await expect(more).toHaveAccessibleDescription('newbalance.com, puma.com, underarmour.com');
    await userEvent.tab();
    await expect(more).toHaveFocus();
    await waitFor(() => expect(within(more).getByText('newbalance.com, puma.com, underarmour.com')).toBeVisible());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const SmallGroup: Story = {
  args: { items: storyEntities.slice(0, 2), onAdd: fn(), onRemove: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 items')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /more item/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add Sportswear brands' })).toBeVisible();
  },
};
