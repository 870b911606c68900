import type { Preview } from '@storybook/react-vite';
// The providers live beside the stories: React, TanStack Query and the widgets resolve from the
// package, not from the repository root.
import { withAdlensProviders } from '../packages/report-widgets/src/storybook/withAdlensProviders.tsx';

const preview: Preview = {
  decorators: [withAdlensProviders],
  globalTypes: {
    language: {
      description: 'Widget language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English (en)' },
          { value: 'en-winmo', title: 'Sales tool (en-winmo): Advertiser reads Domain' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'en' },
  parameters: {
    layout: 'padded',
    // Axe violations fail the story tests, not only show in the panel.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
