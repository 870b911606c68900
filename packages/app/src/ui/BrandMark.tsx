import styled from 'styled-components';
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

/** The white-label logo, or the brand name when no logo is configured (spec access-shell-plans §1). */
export function BrandMark({ height = 28 }: BrandMarkProps) {
  const { brandName, logoUrl } = useAdlensRuntime().config.whiteLabel;
  if (logoUrl) return <img src={logoUrl} alt={brandName} height={height} />;
  return <Name>{brandName}</Name>;
}
