import { styled, keyframes } from 'styled-components';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden.ts';
import { tokens } from '../../shared/ui/tokens.ts';

export interface CategoryDirectorySkeletonProps {
  /** Announced to screen readers while the categories load. */
  label: string;
}

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.45; }
`;

const Block = styled.div<{ $width: string; $height: string }>`
  width: ${(props) => props.$width};
  height: ${(props) => props.$height};
  border-radius: ${tokens.radius};
  background: ${tokens.border};
  animation: ${pulse} 0.9s ease-in-out infinite alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Tabs = styled.div`
  display: flex;
  gap: 8px;
  margin: 0 0 16px;
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 14px 16px;
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
`;

export const DirectoryGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SkeletonGrid = styled(DirectoryGrid).attrs({ as: 'div' })``;

/** The directory's shape while it loads: the range tabs and a few category cards. */
export function CategoryDirectorySkeleton({ label }: CategoryDirectorySkeletonProps) {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <div aria-hidden="true">
        <Tabs>
          {Array.from({ length: 5 }, (_, index) => (
            <Block key={index} $width="64px" $height="32px" />
          ))}
        </Tabs>
        <SkeletonGrid>
          {Array.from({ length: 6 }, (_, index) => (
            <Card key={index}>
              <Block $width="60%" $height="20px" />
              <Block $width="35%" $height="14px" />
              <Block $width="85%" $height="14px" />
              <Block $width="75%" $height="14px" />
              <Block $width="80%" $height="14px" />
            </Card>
          ))}
        </SkeletonGrid>
      </div>
    </div>
  );
}
