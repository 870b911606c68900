import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { NotificationBar } from '../notifications/NotificationBar.tsx';
import { BrandMark } from '../ui/BrandMark.tsx';
import { tokens } from '../ui/tokens.ts';

export interface BasePageLayoutProps {
  /** Decorative image above the title (error and limit pages). */
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
}

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(240px, 40%);
  min-height: 480px;
  background: ${tokens.surface};

  @media (max-width: 767px) {
    grid-template-columns: 1fr;
  }
`;

const Left = styled.main`
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding: 48px clamp(16px, 6vw, 96px);

  h1 {
    margin: 16px 0 24px;
    font-size: 1.75rem;
  }
`;

const Icon = styled.div`
  color: ${tokens.primary};
`;

const Right = styled.aside`
  display: flex;
  flex-direction: column;
  background: ${tokens.page};
  border-left: 1px solid ${tokens.border};

  @media (max-width: 767px) {
    order: -1;
    border-left: 0;
    border-bottom: 1px solid ${tokens.border};
  }
`;

const Logo = styled.div`
  padding: 24px;
`;

/**
 * spec access-shell-plans §2.4 base page layout: a left column with icon, title and content, and a
 * right column with the logo and the top notification bar. For the access, error and limit pages.
 * Must be rendered under <NotificationProvider> (RootLayout provides one).
 */
export function BasePageLayout({ icon, title, children }: BasePageLayoutProps) {
  return (
    <Page>
      <Left>
        {icon && <Icon aria-hidden="true">{icon}</Icon>}
        <h1>{title}</h1>
        {children}
      </Left>
      <Right aria-label="Brand and notifications">
        <NotificationBar />
        <Logo>
          <BrandMark height={36} />
        </Logo>
      </Right>
    </Page>
  );
}
