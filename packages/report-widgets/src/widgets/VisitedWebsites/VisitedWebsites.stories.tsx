import { formatPercent } from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatAffinity } from '../../audience/audienceData.ts';
import { visitedWebsitesFixtures } from '../../fixtures/audienceFixtures.ts';
import type { ChartWidgetStoryProps } from '../../storybook/widgetStories.tsx';
import { widgetStateStories } from '../../storybook/widgetStateStories.tsx';
import { visitedWebsitesWidget } from './visitedWebsitesWidget.ts';
import { subheaderPattern } from '../../storybook/widgetStories.tsx';

const states = widgetStateStories(visitedWebsitesWidget, visitedWebsitesFixtures, {
  title: 'Most Visited Websites',
  skeletonTestId: 'visited-websites-skeleton',
});

const meta = { title: 'Widgets/VisitedWebsites', ...states.meta } satisfies Meta<ChartWidgetStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = states.Loading;

/** The publishers the audience visits, each named with its favicon, share and affinity. */
export const Success: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Most Visited Websites: nike.com' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(visitedWebsitesFixtures.single.elements.length);
    for (const [index, { entity, share, affinity }] of visitedWebsitesFixtures.single.elements.entries()) {
      const row = within(rows[index]!);
      await expect(row.getByRole('rowheader')).toHaveTextContent(entity.title);
      await expect(row.getByText(formatPercent(share))).toBeVisible();
      await expect(row.getByText(formatAffinity(affinity))).toBeVisible();
    }
  },
};

/** The partner's wording: Advertiser reads Domain, the figures are the same. */
export const EnWinmo: Story = {
  globals: { language: 'en-winmo' },
  play: async (context) => {
    await expect(
      await context.canvas.findByText(subheaderPattern('Domain', { channel: false }), { selector: 'p' }),
    ).toBeVisible();
    await Success.play?.(context);
  },
};

export const Empty: Story = states.Empty;
export const ErrorState: Story = { ...states.ErrorState, name: 'Error' };
export const Restricted: Story = states.Restricted;
