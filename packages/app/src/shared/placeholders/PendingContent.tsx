import { styled } from 'styled-components';
import { tokens } from '../ui/tokens.ts';

const Box = styled.div`
  padding: 64px 24px;
  text-align: center;
  color: ${tokens.muted};
`;

/**
 * Shown while a page inside the shell loads (the router's default pending view): it sits in the
 * shell's own `main`, so it is not a landmark itself (one `main` per page). `SplashScreen` is the
 * pending view of routes that have no shell around them.
 */
export function PendingContent() {
  return (
    <Box>
      <p role="status">Loading…</p>
    </Box>
  );
}
