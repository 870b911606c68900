import { styled, useTheme } from 'styled-components';
import { themeOf } from '../theme/themeOf.ts';
import { Button } from '../ui/Button.tsx';
import type { WhiteLabelConfig } from './WhiteLabelConfig.ts';

export interface WhiteLabelPreviewProps {
  config: WhiteLabelConfig;
  /** Test seam for the footer's `{year}`; the current year by default. */
  year?: number;
}

const Frame = styled.section`
  max-width: 640px;
  border: 1px solid ${(p) => themeOf(p).palette.neutral.border};
  border-radius: ${(p) => themeOf(p).radii.md};
  background: ${(p) => themeOf(p).palette.neutral.surface};
  color: ${(p) => themeOf(p).palette.neutral.text};
  font-family: ${(p) => themeOf(p).typography.fontFamily};
  overflow: hidden;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => themeOf(p).spacing.md};
  padding: ${(p) => themeOf(p).spacing.md} ${(p) => themeOf(p).spacing.lg};
  background: ${(p) => themeOf(p).palette.neutral.background};
  border-bottom: 1px solid ${(p) => themeOf(p).palette.neutral.border};
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${(p) => themeOf(p).typography.fontSize.lg};
`;

const Body = styled.div`
  display: grid;
  gap: ${(p) => themeOf(p).spacing.md};
  padding: ${(p) => themeOf(p).spacing.lg};

  p {
    margin: 0;
  }
`;

const Swatches = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p).spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Swatch = styled.li<{ $colour: string }>`
  width: 28px;
  height: 28px;
  border-radius: ${(p) => themeOf(p).radii.sm};
  background: ${({ $colour }) => $colour};
`;

const Muted = styled.p`
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
`;

const Footer = styled.footer`
  padding: ${(p) => themeOf(p).spacing.sm} ${(p) => themeOf(p).spacing.lg};
  border-top: 1px solid ${(p) => themeOf(p).palette.neutral.border};
  background: ${(p) => themeOf(p).palette.neutral.background};
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
`;

/**
 * A white-label configuration at a glance, in the current theme: the logo (or name), a primary
 * action, the theme's data colours, the support e-mail and settings, and the footer with `{year}` filled in.
 */
export function WhiteLabelPreview({ config, year = new Date().getFullYear() }: WhiteLabelPreviewProps) {
  const { branding, footer } = config;
  const theme = themeOf({ theme: useTheme() });
  return (
    <Frame aria-label={`${config.brandName} white-label`}>
      <Header>
        {branding.logoUrl ? (
          <img src={branding.logoUrl} alt={config.brandName} height={28} />
        ) : (
          <Name>{config.brandName}</Name>
        )}
        <Button type="button">Upgrade now</Button>
      </Header>
      <Body>
        <p>
          Support: <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
        </p>
        <Swatches aria-label="Data colours">
          {theme.palette.data.map((colour) => (
            <Swatch key={colour} $colour={colour} title={colour} aria-label={colour} />
          ))}
        </Swatches>
        <Muted>
          Menu: {config.menuType} · Default period: {config.defaultFilters.period} · Default country:{' '}
          {config.defaultFilters.country ?? 'none'} · CSV decimals: “{config.exportOptions.decimalDelimiter}”
        </Muted>
      </Body>
      {config.showFooter && footer && <Footer>{footer.copyright.replaceAll('{year}', String(year))}</Footer>}
    </Frame>
  );
}
