import styled from 'styled-components';
import { tokens } from '../ui/tokens.ts';

const Main = styled.main`
  padding: 64px 24px;
  text-align: center;
  color: ${tokens.muted};
`;

/** Shown while the entry guard resolves (e.g. an embed signing in through the bridge, spec §2.1). */
export function SplashScreen() {
  return (
    <Main>
      <p role="status">Loading…</p>
    </Main>
  );
}
