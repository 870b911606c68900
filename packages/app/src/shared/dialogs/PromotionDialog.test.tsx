import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROMOTION_DIALOG_WIDTH, PromotionDialog } from './PromotionDialog.tsx';
import { promotionContent } from './promotionContent.ts';

afterEach(cleanup);

describe('PromotionDialog', () => {
  it('shows title, subtitle, badge, sanitized message and image, 800 px wide', () => {
    const { demographics } = promotionContent;
    render(
      <PromotionDialog
        open
        title={demographics.title}
        subtitle={demographics.subtitle}
        badge={demographics.badge}
        messageHtml={'<p>Hello <b>world</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>'}
        imageUrl="/promo.png"
        imageAlt="Demographics widgets"
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Demographics' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(demographics.subtitle)).toBeTruthy();
    expect(screen.getByText('Enterprise+ Package')).toBeTruthy();
    expect(screen.getByText('world').tagName).toBe('B');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('img', { name: 'Demographics widgets' }).getAttribute('src')).toBe('/promo.png');
    // jsdom computes no min() widths; the constant is what the Dialog gets.
    expect(PROMOTION_DIALOG_WIDTH).toBe(800);
  });

  it("resolves with submitted true from 'Contact sales', false from Escape and Close", async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<PromotionDialog open title="Brands" messageHtml="<p>Brands</p>" onClose={onClose} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Contact sales' }));
    expect(onClose).toHaveBeenLastCalledWith({ submitted: true });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenLastCalledWith({ submitted: false });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenLastCalledWith({ submitted: false });
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('runs a supplied action instead, takes a custom submit text, or has no submit', async () => {
    const onClose = vi.fn();
    const onAction = vi.fn();
    const { rerender } = render(
      <PromotionDialog
        open
        title="Dashboards"
        messageHtml=""
        submitText="Upgrade"
        onAction={onAction}
        onClose={onClose}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();

    rerender(<PromotionDialog open title="Dashboards" messageHtml="" showSubmit={false} onClose={onClose} />);
    expect(screen.queryByRole('button', { name: 'Contact sales' })).toBeNull();
  });

  it('renders nothing when closed', () => {
    render(<PromotionDialog open={false} title="Brands" messageHtml="" onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
