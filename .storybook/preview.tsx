import type { Preview } from '@storybook/react-vite';
// The providers live beside the stories: React, TanStack Query and the widgets resolve from the
// package, not from the repository root.
import { withAdlensProviders } from '../packages/report-widgets/src/storybook/withAdlensProviders.tsx';
import { WHITE_LABELS } from '../packages/report-widgets/src/whiteLabel/whiteLabels.ts';

const preview: Preview = {
  // issue 23: every component's stories get a Docs page with its props table, generated from the types.
  tags: ['autodocs'],
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
    // spec access-shell-plans §1: the theme of each shipped white-label configuration.
    whiteLabel: {
      description: 'White-label configuration (theme)',
      toolbar: {
        title: 'White label',
        icon: 'paintbrush',
        items: Object.values(WHITE_LABELS).map((config) => ({ value: config.id, title: config.brandName })),
        dynamicTitle: true,
      },
    },
    // issue 23: the widgets on a partner's dark page (<AdlensWidgetsProvider colorScheme="dark">).
    colorScheme: {
      description: 'Colour scheme of the host page',
      toolbar: {
        title: 'Color scheme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'en', whiteLabel: 'adlens', colorScheme: 'light' },
  parameters: {
    layout: 'padded',
    // Axe violations fail the story tests, not only show in the panel.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
