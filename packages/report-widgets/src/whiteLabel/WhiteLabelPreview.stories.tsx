import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ADLENS_WHITE_LABEL } from './adlensWhiteLabel.ts';
import { MERIDIAN_WHITE_LABEL } from './meridianWhiteLabel.ts';
import { WhiteLabelPreview } from './WhiteLabelPreview.tsx';
import { whiteLabelById } from './whiteLabels.ts';

/**
 * The shipped white-label configurations. The toolbar's White label
 * switch re-themes every story; these stories pin one brand each, and Current follows the toolbar.
 */
const meta = {
  title: 'White label/Configurations',
  component: WhiteLabelPreview,
  args: { config: ADLENS_WHITE_LABEL, year: 2026 },
} satisfies Meta<typeof WhiteLabelPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand picked in the toolbar. */
export const Current: Story = {
  render: (args, { globals }) => <WhiteLabelPreview {...args} config={whiteLabelById(String(globals.whiteLabel))} />,
};

export const Adlens: Story = {
  globals: { whiteLabel: 'adlens' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Adlens' })).toBeVisible();
    // No footer unless the configuration has one and showFooter is on.
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Upgrade now' })).color).toBe('rgb(31, 95, 204)');
  },
};

export const Meridian: Story = {
  globals: { whiteLabel: 'meridian' },
  args: { config: MERIDIAN_WHITE_LABEL },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Meridian Insights' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026 Meridian Insights GmbH · Data by Adlens');
    // The toolbar global paints the theme in the brand's green.
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Upgrade now' })).color).toBe('rgb(11, 110, 79)');
    await expect(canvas.getByRole('list', { name: 'Data colours' }).children).toHaveLength(9);
  },
};
