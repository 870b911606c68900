import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, within } from 'storybook/test';
import { storyEntities } from './entityStoryData.ts';
import { SHOW_MORE_COLLAPSED_COUNT, ShowMoreToggle } from './ShowMoreToggle.tsx';

function EntityListWithToggle({ count }: { count: number }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const items = storyEntities.slice(0, count);
  return (
    <>
      <ul id={listId} aria-label="Advertisers">
        {(expanded ? items : items.slice(0, SHOW_MORE_COLLAPSED_COUNT)).map((entity) => (
          <li key={entity.id}>{entity.title}</li>
        ))}
      </ul>
      <ShowMoreToggle total={items.length} expanded={expanded} onExpandedChange={setExpanded} controls={listId} />
    </>
  );
}

const meta = {
  title: 'Entities/ShowMoreToggle',
  component: EntityListWithToggle,
  args: { count: 8 },
} satisfies Meta<typeof EntityListWithToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowMoreAndLess: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Advertisers' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const toggle = canvas.getByRole('button', { name: 'Show more' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', list.id);
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  },
};

export const HiddenForShortLists: Story = {
  args: { count: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
