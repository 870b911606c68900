import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@adlens/core';
import type { Decorator } from '@storybook/react-vite';
import type { AdlensColorScheme, AdlensThemeOverrides } from '../theme/AdlensTheme.ts';
import { darkTheme } from '../theme/darkTheme.ts';
import { defaultTheme } from '../theme/defaultTheme.ts';
import { mergeTheme } from '../theme/mergeTheme.ts';
import { whiteLabelById } from '../whiteLabel/whiteLabels.ts';
import { whiteLabelTheme } from '../whiteLabel/whiteLabelTheme.ts';
import { defaultFixtureFetch } from './defaultFixtureFetch.ts';
import type { FixtureFetch } from './fixtureFetch.ts';
import { StoryProviders } from './StoryProviders.tsx';

/** `parameters.adlens` of a story. */
export interface AdlensStoryParameters {
  fixtures?: FixtureFetch;
  theme?: AdlensThemeOverrides;
  /** The story on a dark host page; the toolbar's 'Color scheme' sets it for every story. */
  colorScheme?: AdlensColorScheme;
}

function toLanguage(value: unknown): Language {
  return LANGUAGES.find((language) => language === value) ?? DEFAULT_LANGUAGE;
}

/**
 * The decorator of `.storybook/preview.tsx`: every story inside the providers a host app sets up, in
 * the theme of the white-label configuration picked in the toolbar (a story's own theme on top).
 */
export const withAdlensProviders: Decorator = (Story, context) => {
  const parameters = (context.parameters.adlens ?? {}) as AdlensStoryParameters;
  const whiteLabel = whiteLabelById(String(context.globals.whiteLabel));
  const colorScheme: AdlensColorScheme =
    parameters.colorScheme ?? (context.globals.colorScheme === 'dark' ? 'dark' : 'light');
  // The shipped white labels are brands for light pages; a dark story shows the dark preset itself.
  const theme =
    colorScheme === 'dark'
      ? mergeTheme(darkTheme, parameters.theme)
      : mergeTheme(mergeTheme(defaultTheme, whiteLabelTheme(whiteLabel.branding)), parameters.theme);
  const story = (
    <StoryProviders
      // A new language, brand or fixture set remounts the providers, so the client and cache start fresh.
      key={`${context.id}-${String(context.globals.language)}-${whiteLabel.id}-${colorScheme}`}
      language={toLanguage(context.globals.language)}
      fixtures={parameters.fixtures ?? defaultFixtureFetch}
      colorScheme={colorScheme}
      theme={theme}
    >
      <Story />
    </StoryProviders>
  );
  // A dark host page behind the story, so axe measures text outside cards against what a partner shows.
  return colorScheme === 'dark' ? (
    <div data-host-page="dark" style={{ background: '#0d1117', padding: '16px' }}>
      {story}
    </div>
  ) : (
    story
  );
};
