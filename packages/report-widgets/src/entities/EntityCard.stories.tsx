import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EntityCard } from './EntityCard.tsx';
import { LONG_TITLE, storyEntities } from './entityStoryData.ts';

const meta = {
  title: 'Entities/EntityCard',
  component: EntityCard,
  args: { entity: storyEntities[0]!, onAdd: fn(), onRemove: fn() },
} satisfies Meta<typeof EntityCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddAndRemove: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('nike.com')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add nike.com' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove nike.com' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const TrimmedTitle: Story = {
  args: { entity: { title: LONG_TITLE, icon: null }, onAdd: undefined },
  play: async ({ canvas }) => {
    // Trimmed at 30 characters; the full title stays available.
    await expect(canvas.getByText(`${LONG_TITLE.slice(0, 30)}…`)).toBeVisible();
    await expect(canvas.getByText(LONG_TITLE, { selector: 'span[title] > span' })).toBeInTheDocument();
    await expect(canvas.getByTitle(LONG_TITLE)).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Remove ${LONG_TITLE}` })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Add/ })).toBeNull();
  },
};

export const EnWinmo: Story = {
  globals: { language: 'en-winmo' },
  args: { onAdd: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove nike.com' })).toBeVisible();
  },
};
