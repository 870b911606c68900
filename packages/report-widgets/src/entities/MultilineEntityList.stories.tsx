import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyEntities } from './entityStoryData.ts';
import { MultilineEntityList } from './MultilineEntityList.tsx';

const meta = {
  title: 'Entities/MultilineEntityList',
  component: MultilineEntityList,
  args: { entities: storyEntities, label: 'Compared advertisers' },
  decorators: [
    (Story) => (
      <div data-testid="frame" style={{ width: 420, minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MultilineEntityList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CollapsesIntoViewAll: Story = {
  args: { comparison: true },
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Compared advertisers' });
    const visible = within(list).getAllByRole('listitem').length;
    await expect(visible).toBeGreaterThan(0);
    await expect(visible).toBeLessThan(storyEntities.length);
    // Everything shown fits in one line.
    await expect(list.scrollHeight).toBeLessThanOrEqual(list.clientHeight + 1);
    await expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent(/^vs/);

    const viewAll = canvas.getByRole('button', { name: 'View all' });
    await userEvent.click(viewAll);
    const menu = await canvas.findByRole('dialog', { name: 'View all' });
    const items = within(menu).getAllByRole('listitem');
    await expect(items).toHaveLength(storyEntities.length);
    await expect(items[7]).toHaveTextContent(/^vs.*columbia-sportswear-company\.com$/);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(viewAll).toHaveFocus();
  },
};

export const RefitsAfterResize: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list');
    const before = within(list).getAllByRole('listitem').length;
    const frame = canvasElement.querySelector<HTMLElement>('[data-testid="frame"]')!;
    frame.style.width = '1400px';
    // Re-measured once the width has settled (ResizeObserver, 500 ms debounce).
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBe(storyEntities.length), {
      timeout: 2000,
    });
    await expect(canvas.queryByRole('button', { name: 'View all' })).toBeNull();
    frame.style.width = '420px';
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(before), { timeout: 2000 });
  },
};

export const TwoLines: Story = {
  args: { maxLines: 2 },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    const lines = new Set(items.map((item) => item.getBoundingClientRect().top));
    await expect(lines.size).toBe(2);
  },
};
