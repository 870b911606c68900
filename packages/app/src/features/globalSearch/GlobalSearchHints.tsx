import { styled } from 'styled-components';
import { tokens } from '../../shared/ui/tokens.ts';

const Hints = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  padding: 8px 20px;
  border-top: 1px solid ${tokens.border};
  color: ${tokens.muted};
  font-size: 0.75rem;

  @media (max-width: 480px) {
    display: none;
  }
`;

/** The search dialog's keys, under its list (hidden from assistive technology, which has the roles). */
export function GlobalSearchHints() {
  return (
    <Hints aria-hidden="true">
      <span>↑ ↓ to move</span>
      <span>Enter to open</span>
      <span>Ctrl/⌘ Enter to open in a new tab</span>
      <span>Esc to close</span>
    </Hints>
  );
}
