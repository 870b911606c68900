import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { WidgetDefinition } from '../contract/widgetDefinition.ts';
import { datasetFixtures } from './datasetFixtures.ts';
import {
  type ChartWidgetStoryProps,
  FIRST_ITEM,
  SECOND_ITEM,
  replyPerItem,
  subheaderPattern,
} from './widgetStories.tsx';

export interface WidgetItemStoriesOptions<TData> {
  /** What a user reads of one item: the widget's own assertions. */
  expectItem(canvasElement: HTMLElement, title: string, data: TData): Promise<unknown>;
  /** The role of an item's column, counted in a comparison ('article' unless the column is a table). */
  itemRole?: 'article' | 'table';
}

type WidgetStory = StoryObj<ChartWidgetStoryProps>;

export interface WidgetItemStories<TData> {
  /** The items of `ComparisonOfTwo`, each with the data it is answered with. */
  compared: readonly [title: string, data: TData][];
  SingleAdvertiser: WidgetStory;
  ComparisonOfTwo: WidgetStory;
  EnWinmo: WidgetStory;
}

/**
 * What a dataset widget shows of advertisers: one, two compared side by side, and
 * one in the `en-winmo` wording, each checked with the widget's `expectItem`. A story file exports them
 * by name, overriding a play function where its widget draws the items differently.
 */
export function widgetItemStories<TType extends string, TData, TRow, TOptions>(
  definition: WidgetDefinition<TType, TData, TRow, TOptions>,
  { single, comparison }: { single: TData; comparison: TData },
  { expectItem, itemRole = 'article' }: WidgetItemStoriesOptions<TData>,
): WidgetItemStories<TData> {
  const compared: [string, TData][] = [
    [FIRST_ITEM.title, single],
    [SECOND_ITEM.title, comparison],
  ];
  return {
    compared,
    SingleAdvertiser: {
      play: async ({ canvasElement, canvas }) => {
        await expect(await canvas.findByText(subheaderPattern('Advertiser'))).toBeVisible();
        await expectItem(canvasElement, FIRST_ITEM.title, single);
      },
    },
    ComparisonOfTwo: {
      args: { items: [FIRST_ITEM, SECOND_ITEM] },
      parameters: datasetFixtures(
        definition,
        replyPerItem(
          new Map([
            [FIRST_ITEM.key, single],
            [SECOND_ITEM.key, comparison],
          ]),
        ),
      ),
      play: async ({ canvasElement, canvas }) => {
        // An item without data gets a line saying so (ComparisonGaps), and in widgets of one panel per
        // item it keeps its panel, saying it has no data (MissingItemPanel); the rest get a column each.
        const shown = compared.filter(([, data]) => !definition.isEmpty(data));
        const missing = compared.filter(([, data]) => definition.isEmpty(data));
        await canvas.findAllByRole(itemRole);
        const panels = [...canvasElement.querySelectorAll<HTMLElement>('[data-missing-item]')];
        await expect([0, missing.length]).toContain(panels.length);
        for (const panel of panels) await expect(panel).toHaveTextContent('No data for these filters');
        await expect(canvas.getAllByRole(itemRole)).toHaveLength(shown.length + panels.length);
        for (const [title, data] of shown) await expectItem(canvasElement, title, data);
      },
    },
    EnWinmo: {
      globals: { language: 'en-winmo' },
      play: async ({ canvasElement, canvas }) => {
        await expect(await canvas.findByText(subheaderPattern('Domain'))).toBeVisible();
        await expectItem(canvasElement, FIRST_ITEM.title, single);
      },
    },
  };
}
