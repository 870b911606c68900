import { en, formatPercent } from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { activitySegmentsFixtures } from '../../fixtures/audienceFixtures.ts';
import { type ChartWidgetStoryProps, findChart, subheaderPattern } from '../../storybook/widgetStories.tsx';
import { widgetStateStories } from '../../storybook/widgetStateStories.tsx';
import { activitySegmentsWidget } from './activitySegmentsWidget.ts';

const states = widgetStateStories(activitySegmentsWidget, activitySegmentsFixtures, {
  title: 'Activity Segments',
  skeletonTestId: 'activity-segments-skeleton',
});

const meta = { title: 'Widgets/ActivitySegments', ...states.meta } satisfies Meta<ChartWidgetStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = states.Loading;

/** Every segment from New to Heavy on the axis, and each share in the chart's description. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const chart = await findChart(canvasElement, /^Activity segments of the audience of nike\.com: /);
    const label = chart.getAttribute('aria-label')!;
    for (const segment of activitySegmentsFixtures.single.elements) {
      const name = en.widgets.activitySegments[segment.code];
      await expect(label).toContain(`${name} ${formatPercent(segment.share)}`);
      await expect(chart.querySelector('svg')!.textContent).toContain(name);
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
