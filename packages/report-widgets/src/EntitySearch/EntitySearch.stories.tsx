import { formatImpressions } from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { searchNike } from '../fixtures/fixtures.ts';
import { createFixtureFetch } from '../storybook/fixtureFetch.ts';
import { EntitySearch } from './EntitySearch.tsx';
import { darkSchemeStory } from '../storybook/darkSchemeStory.ts';

const LABEL = 'Search advertisers, publishers and more';
const first = searchNike.elements[0]!;

const meta = {
  title: 'Entities/EntitySearch',
  component: EntitySearch,
  args: { onSelect: fn() },
  parameters: { adlens: { fixtures: createFixtureFetch({ 'datasets/search': { body: searchNike } }) } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EntitySearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickWithKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: LABEL });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, '  "Nike" ');
    await expect(await canvas.findByText('Searching…')).toBeVisible();

    const listbox = await canvas.findByRole('listbox', {}, { timeout: 3000 });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', listbox.id);
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(searchNike.elements.length);
    await expect(options[0]).toHaveTextContent(first.title);
    await expect(options[0]).toHaveTextContent('Advertiser');
    await expect(options[0]).toHaveTextContent(`${formatImpressions(first.impressionsCount!)} impressions, all time`);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(first);
    await expect(input).toHaveValue(first.title);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const EscapeClosesThenClears: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: LABEL });
    await userEvent.type(input, 'nike');
    await canvas.findByRole('listbox', {}, { timeout: 3000 });
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('nike');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const NoResults: Story = {
  parameters: {
    adlens: { fixtures: createFixtureFetch({ 'datasets/search': { body: { elements: [], count: { total: 0 } } } }) },
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: LABEL });
    await userEvent.type(input, 'zzzz');
    await waitFor(() => expect(canvas.getByText('No results for “zzzz”')).toBeVisible(), { timeout: 3000 });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const EnWinmo: Story = {
  globals: { language: 'en-winmo' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Search domains, publishers and more' });
    await expect(input).toHaveAttribute('placeholder', 'Search for a domain…');
    await userEvent.type(input, 'nike');
    const listbox = await canvas.findByRole('listbox', {}, { timeout: 3000 });
    await expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent('Domain');
    await expect(listbox).not.toHaveTextContent(/Advertiser/);
  },
};

/** The search field and its listbox on a partner's dark page. */
export const DarkScheme: Story = darkSchemeStory(PickWithKeyboard);
