import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer } from './Footer.tsx';

afterEach(cleanup);

const footer = { copyright: '© {year} Acme Media. All rights reserved.', logoUrl: 'https://cdn.test/acme.svg' };

describe('Footer', () => {
  it('shows the copyright with {year} replaced and the logo when configured and on', () => {
    render(<Footer footer={footer} showFooter brandName="Acme" year={2026} />);
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2026 Acme Media. All rights reserved.');
    expect(screen.getByRole('img', { name: 'Acme' }).getAttribute('src')).toBe('https://cdn.test/acme.svg');
  });

  it('shows nothing when showFooter is off', () => {
    render(<Footer footer={footer} showFooter={false} brandName="Acme" />);
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('shows nothing without a footer config', () => {
    render(<Footer footer={undefined} showFooter brandName="Acme" />);
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
