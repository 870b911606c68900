import { IMAGE_FOOTER_LOGO_MAX_HEIGHT } from '@adlens/core';
import { styled } from 'styled-components';
import { themeOf } from '../theme/themeOf.ts';
import { useImageExportBranding } from './ImageExportBrandingContext.ts';

export interface ImageExportFooterProps {
  /** Test seam for the copyright year; the current year by default. */
  year?: number;
  className?: string;
}

const Bar = styled.footer`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => themeOf(p).spacing.md};
  padding: ${(p) => `${themeOf(p).spacing.sm} ${themeOf(p).spacing.lg}`};
  border-top: 1px solid ${(p) => themeOf(p).palette.neutral.border};
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font-size: ${(p) => themeOf(p).typography.fontSize.xs};

  p {
    margin: 0;
  }
`;

const Logo = styled.img`
  display: block;
  width: auto;
  max-height: ${IMAGE_FOOTER_LOGO_MAX_HEIGHT}px;
`;

/**
 * The image footer of an exported widget (copyright year and
 * optional logo (at most 30 px tall)"): the white-label footer's copyright with `{year}` filled in
 * and its logo, or '© {year} {brand name}' when the brand has no footer config.
 */
export function ImageExportFooter({ year = new Date().getFullYear(), className }: ImageExportFooterProps) {
  const { brandName, footer } = useImageExportBranding();
  const copyright = (footer?.copyright ?? `© {year} ${brandName}`).replaceAll('{year}', String(year));
  return (
    <Bar className={className} data-image-export-footer="">
      <p>{copyright}</p>
      {footer?.logoUrl && <Logo src={footer.logoUrl} alt={footer.logoAlt ?? brandName} />}
    </Bar>
  );
}
