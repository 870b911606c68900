import { styled } from 'styled-components';
import { SecondaryButton } from '../../shared/ui/SecondaryButton.ts';
import { tokens } from '../../shared/ui/tokens.ts';

export interface CategoryDirectoryEmptyProps {
  title: string;
  hint: string;
  /** A button under the hint (e.g. 'Clear search'). */
  action?: { label: string; onClick: () => void };
}

const Box = styled.div`
  padding: 32px 24px;
  border: 1px dashed ${tokens.controlBorder};
  border-radius: ${tokens.radius};
  text-align: center;

  p {
    margin: 0 0 6px;
  }

  p + p {
    color: ${tokens.muted};
    font-size: 0.875rem;
  }

  button {
    margin-top: 12px;
  }
`;

const Initials = styled.div`
  margin: 0 auto 12px;
  color: ${tokens.muted};
  font-size: 1.75rem;
  font-weight: 700;
  letter-spacing: 0.08em;
`;

/** A range with no category, or a search with no match: what it means and what to do instead. */
export function CategoryDirectoryEmpty({ title, hint, action }: CategoryDirectoryEmptyProps) {
  return (
    <Box>
      <Initials aria-hidden="true">A…Z</Initials>
      <p>{title}</p>
      <p>{hint}</p>
      {action && (
        <SecondaryButton type="button" onClick={action.onClick}>
          {action.label}
        </SecondaryButton>
      )}
    </Box>
  );
}
