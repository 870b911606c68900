import { formatPercent } from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { genderAgeFixtures } from '../../fixtures/audienceFixtures.ts';
import { CHART_SIZES } from '../../theme/chartSizes.ts';
import { type ChartWidgetStoryProps, findChart, subheaderPattern } from '../../storybook/widgetStories.tsx';
import { widgetStateStories } from '../../storybook/widgetStateStories.tsx';
import { genderAgeWidget } from './genderAgeWidget.ts';

const states = widgetStateStories(genderAgeWidget, genderAgeFixtures, {
  title: 'Gender and Age',
  skeletonTestId: 'gender-age-skeleton',
});

const meta = { title: 'Widgets/GenderAge', ...states.meta } satisfies Meta<ChartWidgetStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = states.Loading;

/** The pyramid at the design's 160 px: every age group with both genders' shares in its description. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const chart = await findChart(canvasElement, /^Audience of nike\.com by gender and age group: /);
    await expect(chart.getBoundingClientRect().height).toBe(CHART_SIZES.pyramid.height);
    const label = chart.getAttribute('aria-label')!;
    const svg = chart.querySelector('svg')!;
    for (const { title, genders } of genderAgeFixtures.single.elements) {
      await expect(label).toContain(
        `${title}: male ${formatPercent(genders.MALE.share)}, female ${formatPercent(genders.FEMALE.share)}`,
      );
      await expect(svg.textContent).toContain(title);
    }
    await expect(svg.textContent).toContain('Male');
    await expect(svg.textContent).toContain('Female');
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
