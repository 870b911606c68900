import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@adlens/core';
import type { Decorator } from '@storybook/react-vite';
import type { AdlensThemeOverrides } from '../theme/AdlensTheme.ts';
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

/** The decorator of `.storybook/preview.tsx`: every story inside the providers a host app sets up. */
export const withAdlensProviders: Decorator = (Story, context) => {
  const parameters = (context.parameters.adlens ?? {}) as AdlensStoryParameters;
  return (
    <StoryProviders
      // A new language or fixture set remounts the providers, so the client and cache start fresh.
      key={`${context.id}-${String(context.globals.language)}`}
      language={toLanguage(context.globals.language)}
      fixtures={parameters.fixtures ?? defaultFixtureFetch}
      theme={parameters.theme}
    >
      <Story />
    </StoryProviders>
  );
};
