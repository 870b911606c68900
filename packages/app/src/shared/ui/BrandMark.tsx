import { styled } from 'styled-components';
import { useAdlensRuntime } from '../runtime/useAdlensRuntime.ts';

export interface BrandMarkProps {
  /** Logo height in px. */
  height?: number;
}

const Name = styled.span`
  font-weight: 700;
  font-size: 1.125rem;
  letter-spacing: 0.01em;
`;

/** The white-label logo, or the brand name when no logo is configured. */
export function BrandMark({ height = 28 }: BrandMarkProps) {
  const { brandName, branding } = useAdlensRuntime().config.whiteLabel;
  const { logoUrl } = branding;
  if (logoUrl) return <img src={logoUrl} alt={brandName} height={height} />;
  return <Name>{brandName}</Name>;
}
