import { expect, within } from 'storybook/test';
import { darkTheme } from '../theme/darkTheme.ts';
import type { AdlensStoryParameters } from './withAdlensProviders.tsx';

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * A story again on a dark host page with <AdlensWidgetsProvider colorScheme="dark">: its own
 * play still passes, every region is a dark card with light text, and axe checks every text's
 * contrast against what is really behind it.
 */
export function darkSchemeStory<TContext extends { canvasElement: HTMLElement }>(story: {
  parameters?: Record<string, unknown>;
  play?: (context: TContext) => unknown;
}): { parameters: Record<string, unknown>; play: (context: TContext) => Promise<void> } {
  const adlens = (story.parameters?.adlens ?? {}) as AdlensStoryParameters;
  return {
    ...story,
    parameters: { ...story.parameters, adlens: { ...adlens, colorScheme: 'dark' } },
    play: async (context: TContext) => {
      await story.play?.(context);
      for (const region of within(context.canvasElement).queryAllByRole('region')) {
        await expect(getComputedStyle(region).backgroundColor).toBe(rgb(darkTheme.palette.neutral.background));
        await expect(getComputedStyle(region).color).toBe(rgb(darkTheme.palette.neutral.text));
        await expect(getComputedStyle(region).colorScheme).toBe('dark');
      }
    },
  };
}
