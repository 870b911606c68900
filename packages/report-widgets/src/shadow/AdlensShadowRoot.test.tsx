import { cleanup, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EntitySearch } from '../EntitySearch/EntitySearch.tsx';
import { FilterMenu } from '../filters/FilterMenu.tsx';
import { searchNike } from '../fixtures/fixtures.ts';
import { renderWithProviders } from '../testing/renderWithProviders.tsx';
import { AdlensShadowRoot } from './AdlensShadowRoot.tsx';

const options = [
  { id: 'a', label: 'Alpha' },
  { id: 'b', label: 'Beta' },
];

async function renderInShadowRoot() {
  const onChange = vi.fn();
  const { container } = renderWithProviders(
    <AdlensShadowRoot>
      <FilterMenu label="Letters" multiple options={options} value={['a']} onChange={onChange} />
    </AdlensShadowRoot>,
  );
  const host = container.querySelector<HTMLElement>('[data-adlens-shadow-host]')!;
  await waitFor(() => expect(host.shadowRoot?.querySelector('button')).toBeTruthy());
  const shadow = host.shadowRoot!;
  return { shadow, inside: within(shadow as unknown as HTMLElement), onChange };
}

describe('AdlensShadowRoot (a box the host cannot break)', () => {
  afterEach(cleanup);

  it("renders the widgets in an open shadow root and writes their styles there, not in the page's head", async () => {
    const before = document.head.querySelectorAll('style').length;
    const { shadow } = await renderInShadowRoot();
    const styles = [...shadow.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
    expect(styles).toContain(':host { all: initial; display: block; }');
    await waitFor(() => expect(shadow.querySelector('style[data-styled]')).toBeTruthy());
    expect(document.head.querySelectorAll('style[data-styled]').length).toBeLessThanOrEqual(before);
  });

  it('keeps a filter menu open while the user works inside it, and closes it on a click in the page', async () => {
    const { inside, onChange } = await renderInShadowRoot();
    await userEvent.click(inside.getByRole('button', { name: 'Letters: Alpha' }));
    // The page's document sees this click on the shadow host: the menu must not take it for outside.
    await userEvent.click(inside.getByRole('option', { name: 'Beta' }));
    expect(inside.getByRole('option', { name: 'Beta' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(inside.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith(['a', 'b']);

    await userEvent.click(inside.getByRole('button', { name: /^Letters/ }));
    expect(inside.getByRole('option', { name: 'Alpha' })).toBeTruthy();
    await userEvent.click(document.body);
    await waitFor(() => expect(inside.queryByRole('option', { name: 'Alpha' })).toBeNull());
  });

  it('lets the entity search list its matches and take a choice inside the shadow root', async () => {
    const onSelect = vi.fn();
    const { container } = renderWithProviders(
      <AdlensShadowRoot>
        <div data-inside="">
          <EntitySearch onSelect={onSelect} entityType="advertiser" />
        </div>
      </AdlensShadowRoot>,
      { routes: { 'datasets/search': { body: searchNike } } },
    );
    const host = container.querySelector<HTMLElement>('[data-adlens-shadow-host]')!;
    await waitFor(() => expect(host.shadowRoot?.querySelector('[data-inside] input')).toBeTruthy());
    const inside = within(host.shadowRoot!.querySelector<HTMLElement>('[data-inside]')!);
    await userEvent.type(inside.getByRole('combobox'), 'nike');
    const [first] = await inside.findAllByRole('option', {}, { timeout: 3000 });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ title: first!.querySelector('span span')?.textContent }),
    );
  });
});
