import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { BrandMark } from '../../shared/ui/BrandMark.tsx';
import { tokens } from '../../shared/ui/tokens.ts';
import { TopNotificationBar } from './TopNotificationBar.tsx';

export interface AccessLayoutProps {
  title: string;
  children: ReactNode;
}

const Main = styled.main`
  display: flex;
  justify-content: center;
  padding: 48px 16px;
`;

const Card = styled.div`
  width: 100%;
  max-width: 400px;
  padding: 32px;
  border: 1px solid ${tokens.border};
  border-radius: 10px;
  background: ${tokens.surface};

  h1 {
    margin: 20px 0 24px;
    font-size: 1.5rem;
  }
`;

/** The card the access pages share (login, password recovery), under the top notification bar. */
export function AccessLayout({ title, children }: AccessLayoutProps) {
  return (
    <>
      <TopNotificationBar />
      <Main>
        <Card>
          <BrandMark />
          <h1>{title}</h1>
          {children}
        </Card>
      </Main>
    </>
  );
}
