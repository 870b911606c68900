import { Link, Outlet } from '@tanstack/react-router';
import styled from 'styled-components';
import { useAdlensRuntime } from '../runtime/useAdlensRuntime.ts';
import { BrandMark } from '../ui/BrandMark.tsx';
import { tokens } from '../ui/tokens.ts';
import { AccountMenu } from './AccountMenu.tsx';

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 56px;
  padding: 0 24px;
  border-bottom: 1px solid ${tokens.border};
  background: ${tokens.surface};
`;

const HomeLink = styled(Link)`
  color: inherit;
  text-decoration: none;
`;

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -40px;
  padding: 8px 12px;
  background: ${tokens.surface};
  color: ${tokens.primary};

  &:focus {
    top: 8px;
  }
`;

const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px;
`;

/**
 * The signed-in shell (spec access-shell-plans §2.1 "root shell"). The standalone app has a header
 * with the brand and the account menu; the embeds live inside the partner's chrome and show none.
 */
export function AppShell() {
  const { config } = useAdlensRuntime();
  if (config.integration !== 'none') {
    return (
      <Main>
        <Outlet />
      </Main>
    );
  }
  return (
    <>
      <SkipLink href="#adlens-main">Skip to content</SkipLink>
      <Header>
        <HomeLink to="/ad-intelligence">
          <BrandMark />
        </HomeLink>
        <AccountMenu />
      </Header>
      <Main id="adlens-main" tabIndex={-1}>
        <Outlet />
      </Main>
    </>
  );
}
