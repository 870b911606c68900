import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EntityLinkContext, type EntityLinkContextValue } from '../contract/EntityLinkContext.ts';
import { renderWithProviders } from '../testing/renderWithProviders.tsx';
import { EntityLink } from './EntityLink.tsx';

const publisher = { entityType: 'publisher' as const, id: 7 };
const entityHref = ({ entityType, id }: { entityType: string; id: number }) => `/r/${entityType}/${id}`;

function renderLink(links: EntityLinkContextValue) {
  renderWithProviders(
    <EntityLinkContext value={links}>
      <EntityLink entity={publisher}>YouTube</EntityLink>
    </EntityLinkContext>,
  );
  return screen.getByRole('link', { name: 'YouTube' });
}

afterEach(cleanup);

describe('EntityLink', () => {
  it('is a real link the host opens in place on a plain click', async () => {
    const onEntityOpen = vi.fn();
    const link = renderLink({ entityHref, onEntityOpen });
    expect(link.getAttribute('href')).toBe('/r/publisher/7');
    await userEvent.click(link);
    expect(onEntityOpen).toHaveBeenCalledWith(publisher, '/r/publisher/7');
  });

  it('leaves Ctrl/⌘-click and a middle click to the browser (a new tab), unless the host opens tabs itself', () => {
    const onEntityOpen = vi.fn();
    const browser = renderLink({ entityHref, onEntityOpen });
    // fireEvent returns false when the default action (following the link) was prevented.
    expect(fireEvent.click(browser, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(browser, { metaKey: true })).toBe(true);
    expect(onEntityOpen).not.toHaveBeenCalled();
    cleanup();

    const openInNewTab = vi.fn();
    const embedded = renderLink({ entityHref, onEntityOpen, openInNewTab });
    expect(fireEvent.click(embedded, { ctrlKey: true })).toBe(false);
    expect(fireEvent(embedded, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }))).toBe(false);
    expect(openInNewTab).toHaveBeenCalledTimes(2);
    expect(openInNewTab).toHaveBeenCalledWith(publisher, '/r/publisher/7');
    expect(onEntityOpen).not.toHaveBeenCalled();
  });

  it('is plain text where the host gives no report address', () => {
    renderWithProviders(<EntityLink entity={publisher}>YouTube</EntityLink>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('YouTube')).toBeTruthy();
  });
});
