import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { EntitySearch } from '../EntitySearch/EntitySearch.tsx';
import { AdlensShadowRoot } from '../shadow/AdlensShadowRoot.tsx';
import { estimatedExpenditureSingle } from '../fixtures/fixtures.ts';
import { searchNike } from '../fixtures/fixtures.ts';
import { createFixtureFetch } from '../storybook/fixtureFetch.ts';
import type { AdlensStoryParameters } from '../storybook/withAdlensProviders.tsx';
import { EstimatedExpenditureView } from '../widgets/EstimatedExpenditure/EstimatedExpenditureView.tsx';
import { WidgetCard } from '../WidgetCard/WidgetCard.tsx';
import { defaultTheme } from './defaultTheme.ts';

/**
 * The stylesheet of a fresh Vite React template (its index.css and App.css, trimmed), plus the
 * element rules partner pages commonly add (centred text, heading fonts and margins): what a partner's page puts around our widgets.
 */
const HOST_CSS = `
  :root { font-family: system-ui, Avenir, Helvetica, Arial, sans-serif; line-height: 1.5; font-weight: 400;
    color-scheme: light dark; color: rgba(255, 255, 255, 0.87); background-color: #242424; }
  [data-host-scheme='light'] { color: #213547; background-color: #ffffff; }
  #root { max-width: 1280px; margin: 0 auto; padding: 2rem; text-align: center; letter-spacing: 2px; }
  h2 { font: 32px serif; margin: 2em; }
  h3 { font-size: 3.2em; line-height: 1.1; text-transform: uppercase; }
  p, dd, dt { margin: 3em; font-family: serif; }
  label { font: italic 20px serif; }
`;

/** The template follows the system's scheme; each story shows the page its widgets are set up for. */
function HostPage({ dark, children }: { dark: boolean; children: React.ReactNode }) {
  return (
    <div data-host-scheme={dark ? 'dark' : 'light'} style={{ background: dark ? '#242424' : '#ffffff' }}>
      <style>{HOST_CSS}</style>
      <div id="root">{children}</div>
    </div>
  );
}

const TITLE = 'Estimated Expenditure';

const meta = {
  title: 'Theme/Host page',
  component: WidgetCard,
  args: {
    title: TITLE,
    status: 'success',
    subheader: { entityType: 'advertiser' },
    children: (
      <EstimatedExpenditureView
        items={estimatedExpenditureSingle.elements.map((element) => ({
          item: { key: String(element.entity.id), title: element.entity.title, icon: null, entities: [] },
          data: estimatedExpenditureSingle,
        }))}
      />
    ),
  },
  parameters: { adlens: { fixtures: createFixtureFetch({ 'datasets/search': { body: searchNike } }) } },
  render: (args, { parameters }) => (
    <HostPage dark={(parameters.adlens as AdlensStoryParameters | undefined)?.colorScheme === 'dark'}>
      <WidgetCard {...args} />
      <EntitySearch onSelect={fn()} entityType="advertiser" />
    </HostPage>
  ),
} satisfies Meta<typeof WidgetCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * In a real browser, the template's centred, letter-spaced
 * `#root` and its `h2`, `h3`, `p`, `dd` and `label` rules change nothing in the card or the search.
 */
export const ViteTemplateHost: Story = {
  play: async ({ canvas }) => {
    const { typography } = defaultTheme;
    const card = canvas.getByRole('region', { name: TITLE });
    const title = getComputedStyle(within(card).getByRole('heading', { level: 2, name: TITLE }));
    await expect(title.fontFamily).toBe(getComputedStyle(card).fontFamily);
    await expect(title.fontFamily).toContain('Inter');
    await expect(title.fontSize).toBe(typography.fontSize.lg);
    await expect(title.marginTop).toBe('0px');
    await expect(title.textAlign).toBe('start');
    await expect(title.letterSpacing).toBe('normal');

    const item = getComputedStyle(within(card).getByRole('heading', { level: 3 }));
    await expect(item.textTransform).toBe('none');
    await expect(item.fontSize).not.toBe(`${3.2 * parseFloat(typography.fontSize.md)}px`);

    for (const text of card.querySelectorAll('p, dd, dt')) {
      await expect(getComputedStyle(text).fontFamily).toContain('Inter');
      await expect(getComputedStyle(text).marginLeft).not.toBe(`${3 * parseFloat(getComputedStyle(text).fontSize)}px`);
    }

    const label = getComputedStyle(canvas.getByText('Search advertisers'));
    await expect(label.fontFamily).toContain('Inter');
    await expect(label.fontStyle).toBe('normal');
    await expect(label.textAlign).toBe('start');
  },
};

/** The template's dark page, with <AdlensWidgetsProvider colorScheme="dark">: text readable on it (axe). */
export const ViteTemplateHostDark: Story = {
  ...ViteTemplateHost,
  parameters: { adlens: { ...meta.parameters.adlens, colorScheme: 'dark' } },
};

/**
 * Rules no root reset can win against: an id selector with `!important` on every element. Inside
 * <AdlensShadowRoot> none of them reaches the widgets, and the search still opens
 * its list and takes a choice.
 */
const HOSTILE_CSS = `
  #root * { font: italic 32px serif !important; letter-spacing: 4px !important; text-align: center !important; }
`;

export const ShadowRootHost: Story = {
  render: (args) => (
    <HostPage dark={false}>
      <style>{HOSTILE_CSS}</style>
      <AdlensShadowRoot>
        <div data-story-inside="">
          <WidgetCard {...args} />
          <EntitySearch onSelect={fn()} entityType="advertiser" />
        </div>
      </AdlensShadowRoot>
    </HostPage>
  ),
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector<HTMLElement>('[data-adlens-shadow-host]')!;
    await waitFor(() => expect(host.shadowRoot?.querySelector('h2')).toBeTruthy());
    // Testing Library queries an element, not a shadow root: the story's own wrapper inside it.
    const inside = within(host.shadowRoot!.querySelector<HTMLElement>('[data-story-inside]')!);
    const card = inside.getByRole('region', { name: TITLE });
    const title = getComputedStyle(within(card).getByRole('heading', { level: 2, name: TITLE }));
    await expect(title.fontFamily).toContain('Inter');
    await expect(title.fontSize).toBe(defaultTheme.typography.fontSize.lg);
    await expect(title.fontStyle).toBe('normal');
    await expect(title.letterSpacing).toBe('normal');
    await expect(title.textAlign).toBe('start');

    // Typed as the browser does it (Testing Library's typing follows document.activeElement, which
    // stops at the shadow host): React hears the input event inside the shadow root.
    const search = inside.getByRole<HTMLInputElement>('combobox');
    search.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(search, 'nike');
    search.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    const option = (await inside.findAllByRole('option', {}, { timeout: 3000 }))[0]!;
    await expect(getComputedStyle(option).fontStyle).toBe('normal');
  },
};
