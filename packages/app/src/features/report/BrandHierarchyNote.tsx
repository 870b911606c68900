import { styled } from 'styled-components';
import { DirectoryLink } from '../../reportKit/DirectoryLink.tsx';
import { tokens } from '../../shared/ui/tokens.ts';

export interface BrandHierarchyNoteProps {
  /** The user's brand hierarchy preference (brandHierarchyEnabled). */
  subBrands: boolean;
}

const Note = styled.p`
  margin: 0 0 12px;
  color: ${tokens.muted};
  font-size: 0.875rem;
`;

/**
 * What a brand report's figures count: each brand with its sub-brands, or alone, as the
 * user's brand hierarchy preference says, with the way to change it.
 */
export function BrandHierarchyNote({ subBrands }: BrandHierarchyNoteProps) {
  return (
    <Note data-brand-hierarchy={subBrands ? 'on' : 'off'}>
      {subBrands ? "Figures include each brand's sub-brands." : "Figures are each brand's own, without its sub-brands."}{' '}
      <DirectoryLink href="/ad-intelligence/settings/general">Change in User settings</DirectoryLink>
    </Note>
  );
}
