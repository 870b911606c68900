import { IMAGE_FOOTER_LOGO_MAX_HEIGHT } from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { MERIDIAN_WHITE_LABEL } from '../whiteLabel/meridianWhiteLabel.ts';
import { ImageExportBrandingContext } from './ImageExportBrandingContext.ts';
import { ImageExportFooter } from './ImageExportFooter.tsx';

/** A logo twice as tall as the footer allows. */
const TALL_LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60"><rect width="120" height="60" fill="#0b6e4f"/></svg>',
)}`;

const meta = {
  title: 'Exports/ImageExportFooter',
  component: ImageExportFooter,
  args: { year: 2026 },
} satisfies Meta<typeof ImageExportFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductName: Story = {
  name: 'No footer config: the product name',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('© 2026 Adlens')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const WhiteLabelWithLogo: Story = {
  decorators: [
    (Story) => (
      <ImageExportBrandingContext
        value={{
          brandName: MERIDIAN_WHITE_LABEL.brandName,
          footer: { ...MERIDIAN_WHITE_LABEL.footer!, logoUrl: TALL_LOGO },
        }}
      >
        <Story />
      </ImageExportBrandingContext>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('© 2026 Meridian Insights GmbH · Data by Adlens')).toBeVisible();
    const logo = canvas.getByRole<HTMLImageElement>('img', { name: 'Meridian Insights' });
    // The logo is at most 30 px tall, its proportions kept (once it has loaded).
    await waitFor(() => expect(logo.getBoundingClientRect().height).toBe(IMAGE_FOOTER_LOGO_MAX_HEIGHT));
    await expect(logo.getBoundingClientRect().width).toBe(IMAGE_FOOTER_LOGO_MAX_HEIGHT * 2);
  },
};
