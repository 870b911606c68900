import { AdlensClient } from '@adlens/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChannelFilter } from '../filters/ChannelFilter.tsx';
import { EntitySearch } from '../EntitySearch/EntitySearch.tsx';
import { AdlensWidgetsProvider } from '../provider/AdlensWidgetsProvider.tsx';
import type { AdlensColorScheme } from '../theme/AdlensTheme.ts';
import { darkTheme } from '../theme/darkTheme.ts';
import { defaultTheme } from '../theme/defaultTheme.ts';
import { WidgetCard } from '../WidgetCard/WidgetCard.tsx';

/**
 * A partner's page as a fresh Vite React template leaves it: centred `#root`, light text
 * for a dark page, and element rules that would restyle our headings, paragraphs and labels.
 */
const HOST_CSS = `
  :root { color: rgba(255, 255, 255, 0.87); font-family: system-ui; line-height: 1.5; }
  #root { text-align: center; letter-spacing: 3px; text-transform: uppercase; }
  h2 { font: 32px serif; margin: 2em; }
  p { margin: 3em; font-family: serif; color: red; letter-spacing: 2px; line-height: 3; }
  label { font: italic 20px serif; color: red; }
`;

const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch: vi.fn() });

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

function renderInHostPage(ui: ReactElement, colorScheme: AdlensColorScheme = 'light') {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  const queryClient = new QueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <AdlensWidgetsProvider client={client} colorScheme={colorScheme}>
        {ui}
      </AdlensWidgetsProvider>
    </QueryClientProvider>,
    { container: root },
  );
}

// Elements are found by text, not role: jsdom keeps a computed style it worked out for the role query.
describe('widget roots under a host stylesheet', () => {
  let hostStyle: HTMLStyleElement;
  beforeEach(() => {
    hostStyle = document.createElement('style');
    hostStyle.textContent = HOST_CSS;
    document.head.append(hostStyle);
  });
  afterEach(() => {
    cleanup();
    hostStyle.remove();
    document.getElementById('root')?.remove();
  });

  it("keeps the widget card's title and text in our fonts, alignment and margins", () => {
    renderInHostPage(
      <WidgetCard title="Estimated Expenditure" status="success" subheader={{ entityType: 'advertiser' }}>
        <p>Spend by channel</p>
      </WidgetCard>,
    );
    const { typography, palette } = defaultTheme;
    const title = getComputedStyle(screen.getByText('Estimated Expenditure'));
    expect(title.fontFamily).toContain('Inter');
    expect(title.fontSize).toBe(typography.fontSize.lg);
    expect(title.fontWeight).toBe(String(typography.fontWeight.bold));
    expect(title.margin).toBe('0px');
    expect(title.textAlign).toBe('start');
    expect(title.lineHeight).toBe(String(typography.lineHeight));
    expect(title.letterSpacing).toBe('normal');
    expect(title.textTransform).toBe('none');
    expect(title.color).toBe(rgb(palette.neutral.text));

    const subheader = getComputedStyle(screen.getByText('Advertiser · All channels · All devices'));
    expect(subheader.fontFamily).toContain('Inter');
    expect(subheader.color).toBe(rgb(palette.neutral.textMuted));
    expect(subheader.letterSpacing).toBe('normal');
    expect(subheader.lineHeight).toBe(String(typography.lineHeight));

    // A widget's own plain paragraph: none of the host's `p` rule reaches it.
    const text = getComputedStyle(screen.getByText('Spend by channel'));
    expect(text.fontFamily).toContain('Inter');
    expect(text.fontSize).toBe(typography.fontSize.md);
    expect(text.color).toBe(rgb(palette.neutral.text));
    expect(text.textAlign).toBe('start');
    expect(text.letterSpacing).toBe('normal');
    expect(text.margin).not.toBe('3em');
  });

  it("keeps the entity search's label in our font", () => {
    renderInHostPage(<EntitySearch onSelect={vi.fn()} entityType="advertiser" />);
    const label = getComputedStyle(screen.getByText('Search advertisers'));
    expect(label.fontFamily).toContain('Inter');
    expect(label.fontStyle).toBe('normal');
    expect(label.fontSize).toBe(defaultTheme.typography.fontSize.md);
    expect(label.color).toBe(rgb(defaultTheme.palette.neutral.text));
    expect(label.textAlign).toBe('start');
  });

  it('keeps a filter group, rendered alone, off the host page colours and alignment', () => {
    renderInHostPage(<ChannelFilter channels={[]} value="ALL-ALL" onChange={vi.fn()} />);
    const group = getComputedStyle(screen.getByRole('group'));
    expect(group.textAlign).toBe('start');
    expect(group.color).toBe(rgb(defaultTheme.palette.neutral.text));
    expect(group.textTransform).toBe('none');
  });

  it('writes light text on a dark card with colorScheme="dark"', () => {
    renderInHostPage(<WidgetCard title="Estimated Expenditure" status="empty" />, 'dark');
    const card = screen.getByText('Estimated Expenditure').closest('section')!;
    expect(getComputedStyle(card).backgroundColor).toBe(rgb(darkTheme.palette.neutral.background));
    expect(getComputedStyle(card).colorScheme).toBe('dark');
    expect(getComputedStyle(screen.getByText('Estimated Expenditure')).color).toBe(rgb(darkTheme.palette.neutral.text));
  });
});
