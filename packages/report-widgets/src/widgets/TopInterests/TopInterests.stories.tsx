import { formatPercent } from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatAffinity } from '../../audience/audienceData.ts';
import { topInterestsFixtures } from '../../fixtures/audienceFixtures.ts';
import type { ChartWidgetStoryProps } from '../../storybook/widgetStories.tsx';
import { widgetStateStories } from '../../storybook/widgetStateStories.tsx';
import { topInterestsWidget } from './topInterestsWidget.ts';
import { subheaderPattern } from '../../storybook/widgetStories.tsx';

const states = widgetStateStories(topInterestsWidget, topInterestsFixtures, {
  title: 'Top Interests',
  skeletonTestId: 'top-interests-skeleton',
});

const meta = { title: 'Widgets/TopInterests', ...states.meta } satisfies Meta<ChartWidgetStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = states.Loading;

/** The interest categories in the API's order, with share and affinity. */
export const Success: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Top Interests: nike.com' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(topInterestsFixtures.single.elements.length);
    for (const [index, interest] of topInterestsFixtures.single.elements.entries()) {
      const row = within(rows[index]!);
      await expect(row.getByRole('rowheader')).toHaveTextContent(interest.title);
      await expect(row.getByText(formatPercent(interest.share))).toBeVisible();
      await expect(row.getByText(formatAffinity(interest.affinity))).toBeVisible();
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
