import { styled } from 'styled-components';
import { tokens } from '../shared/ui/tokens.ts';
import type { AdlensFooterConfig } from './ShellWhiteLabel.ts';

export interface FooterProps {
  footer: AdlensFooterConfig | undefined;
  showFooter: boolean | undefined;
  /** Used for alternative text when the footer config names none. */
  brandName: string;
  /** Test seam; the current year by default. */
  year?: number;
}

const Bar = styled.footer`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  padding: 16px 24px;
  border-top: 1px solid ${tokens.border};
  background: ${tokens.surface};
  color: ${tokens.muted};
  font-size: 0.8125rem;

  p {
    margin: 0;
  }
`;

/** Copyright ({year} replaced) and a logo, only when configured and on. */
export function Footer({ footer, showFooter, brandName, year = new Date().getFullYear() }: FooterProps) {
  if (!footer || !showFooter) return null;
  return (
    <Bar>
      <p>{footer.copyright.replaceAll('{year}', String(year))}</p>
      {footer.logoUrl && <img src={footer.logoUrl} alt={footer.logoAlt ?? brandName} height={24} />}
    </Bar>
  );
}
