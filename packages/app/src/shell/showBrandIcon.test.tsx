import { afterEach, describe, expect, it } from 'vitest';
import { MERIDIAN_WHITE_LABEL } from '@adlens/report-widgets';
import { showBrandIcon } from './showBrandIcon.ts';

const icons = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')].map((link) => link.href);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('showBrandIcon: the tab shows the white-label brand’s icon', () => {
  it("replaces the page's icon with the brand's, and puts it back", () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';
    const own = icons();
    const undo = showBrandIcon(MERIDIAN_WHITE_LABEL.branding.iconUrl);
    expect(icons()).toEqual([MERIDIAN_WHITE_LABEL.branding.iconUrl]);
    undo();
    expect(icons()).toEqual(own);
  });

  it("keeps Adlens's icon for a brand without one", () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';
    showBrandIcon(undefined)();
    expect(icons()).toHaveLength(1);
    expect(icons()[0]).toMatch(/\/favicon\.svg$/);
  });
});
