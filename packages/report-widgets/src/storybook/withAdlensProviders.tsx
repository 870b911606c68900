import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@adlens/core';
import type { Decorator } from '@storybook/react-vite';
import type { AdlensThemeOverrides } from '../theme/AdlensTheme.ts';
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
  const theme = mergeTheme(mergeTheme(defaultTheme, whiteLabelTheme(whiteLabel.branding)), parameters.theme);
  return (
    <StoryProviders
      // A new language, brand or fixture set remounts the providers, so the client and cache start fresh.
      key={`${context.id}-${String(context.globals.language)}-${whiteLabel.id}`}
      language={toLanguage(context.globals.language)}
      fixtures={parameters.fixtures ?? defaultFixtureFetch}
      theme={theme}
    >
      <Story />
    </StoryProviders>
  );
};
