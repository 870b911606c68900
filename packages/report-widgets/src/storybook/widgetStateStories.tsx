import type { StoryObj } from '@storybook/react-vite';
import type { ComponentType, ReactElement } from 'react';
import { fn } from 'storybook/test';
import { DatasetWidget } from '../DatasetWidget/DatasetWidget.tsx';
import type { WidgetDefinition } from '../contract/widgetDefinition.ts';
import { datasetFixtures } from './datasetFixtures.ts';
import { SERVER_ERROR, createFixtureFetch } from './fixtureFetch.ts';
import {
  type ChartWidgetStoryProps,
  FIRST_ITEM,
  STORY_FILTERS,
  UPGRADE_MESSAGE,
  expectEmpty,
  expectErrorAndRetry,
  expectLoading,
  expectRestricted,
} from './widgetStories.tsx';

export interface WidgetStateStoriesOptions {
  /** The card's title as a user reads it: the loading status, the error and the restriction name it. */
  title: string;
  /** `data-testid` of the widget's skeleton. */
  skeletonTestId: string;
}

type WidgetStory = StoryObj<ChartWidgetStoryProps>;

export interface WidgetStateStories {
  /**
   * Meta's component, render, args and parameters: the widget for the first item, answered with
   * `single` (a capture). `component` is DatasetWidget, so the Docs page's props table is the one a
   * host uses; `render` draws it with this widget's definition.
   */
  meta: Pick<WidgetStory, 'args' | 'parameters'> & {
    component: ComponentType<ChartWidgetStoryProps>;
    render(props: ChartWidgetStoryProps): ReactElement;
  };
  Loading: WidgetStory;
  Empty: WidgetStory;
  /** Named 'Error' by the story file: CSF reads a story's name from the file, not from a value. */
  ErrorState: WidgetStory;
  Restricted: WidgetStory;
}

/**
 * The card states every dataset widget has stories for: loading, empty, error with
 * retry and restricted. A story file exports them by name (CSF reads exports statically); what the
 * widget shows of its items comes from `widgetItemStories` or the file's own stories.
 */
export function widgetStateStories<TType extends string, TData, TRow, TOptions>(
  definition: WidgetDefinition<TType, TData, TRow, TOptions>,
  { single, empty }: { single: TData; empty: TData },
  { title, skeletonTestId }: WidgetStateStoriesOptions,
): WidgetStateStories {
  const dataset = `datasets/${definition.dataset}`;
  const failing = createFixtureFetch({ [dataset]: SERVER_ERROR });
  const restricted = createFixtureFetch({ [dataset]: { body: single } });
  const onUpgrade = fn();

  function DatasetWidgetStory(props: ChartWidgetStoryProps) {
    return <DatasetWidget definition={definition} {...props} />;
  }

  return {
    meta: {
      // Typed as the stories' args (the definition is bound by `render`, not an arg); the docs read
      // DatasetWidget's own props from its docgen.
      component: DatasetWidget as unknown as ComponentType<ChartWidgetStoryProps>,
      render: DatasetWidgetStory,
      args: { items: [FIRST_ITEM], filters: STORY_FILTERS },
      parameters: {
        ...datasetFixtures(definition, { body: single }),
        // The Docs page says how a host draws this widget; the table lists DatasetWidget's props.
        docs: {
          description: {
            component: `Drawn with \`<DatasetWidget definition={getWidgetDefinition('${definition.type}')} items={…} filters={…} />\` (or the definition's named export). Other props: \`headingLevel\`, \`fullscreen\` / \`onFullscreenChange\`, \`onStatusChange\`, \`restriction\`, \`title\`, \`initialOptions\`, \`menu\`.${definition.needsViewToken ? ' Reads a report view token dataset: the widget asks for its own token unless a WidgetReportContext names `viewToken`.' : ''}`,
          },
        },
      },
    },
    Loading: {
      parameters: datasetFixtures(definition, 'pending'),
      play: async ({ canvas }) => expectLoading(canvas, title, skeletonTestId),
    },
    Empty: {
      parameters: datasetFixtures(definition, { body: empty }),
      play: async ({ canvas }) => expectEmpty(canvas),
    },
    ErrorState: {
      parameters: { adlens: { fixtures: failing } },
      beforeEach: () => failing.reset(),
      play: async ({ canvas, userEvent }) =>
        expectErrorAndRetry(canvas, (element) => userEvent.click(element), failing, dataset, title),
    },
    Restricted: {
      args: { restriction: { message: UPGRADE_MESSAGE, actionLabel: 'Upgrade', onAction: onUpgrade } },
      parameters: { adlens: { fixtures: restricted } },
      beforeEach: () => {
        restricted.reset();
        onUpgrade.mockClear();
      },
      play: async ({ canvas, userEvent }) =>
        expectRestricted(
          canvas,
          (element) => userEvent.click(element),
          restricted,
          dataset,
          title,
          skeletonTestId,
          onUpgrade,
        ),
    },
  };
}
