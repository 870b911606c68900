import { type Page, expect } from '@playwright/test';

/** A report's widget card: its title and state. */
export interface WidgetCardState {
  title: string;
  status: string | null;
}

/** Waits for the report to be ready, then reads every widget card's title and state, in page order. */
export async function readWidgetCards(page: Page): Promise<WidgetCardState[]> {
  await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 60_000 });
  return page
    .getByRole('main')
    .locator('section[data-status]')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({
        title: document.getElementById(node.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? '',
        status: node.getAttribute('data-status'),
      })),
    );
}
