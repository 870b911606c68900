import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { BrandMark } from '../../shared/ui/BrandMark.tsx';
import { WarningIcon } from '../../shared/ui/WarningIcon.tsx';
import { tokens } from '../../shared/ui/tokens.ts';
import { TopNotificationBar } from './TopNotificationBar.tsx';

export interface ErrorPageProps {
  title: string;
  children?: ReactNode;
}

const Main = styled.main`
  display: flex;
  flex-wrap: wrap-reverse;
  gap: 32px;
  justify-content: space-between;
  max-width: 880px;
  margin: 0 auto;
  padding: 64px 24px;
`;

const Content = styled.div`
  flex: 1 1 320px;
  color: ${tokens.muted};

  h1 {
    margin: 12px 0 16px;
    color: ${tokens.text};
    font-size: 2rem;
  }

  p {
    margin: 0 0 8px;
    line-height: 1.5;
  }
`;

const Icon = styled.div`
  color: ${tokens.danger};
`;

/**
 * The base layout of the error and limit pages: the top notification
 * bar (a maintenance banner explains many an error), then icon, title and content on the left, the
 * logo on the right.
 */
export function ErrorPage({ title, children }: ErrorPageProps) {
  return (
    <>
      <TopNotificationBar />
      <Main>
        <Content>
          <Icon>
            <WarningIcon size={40} />
          </Icon>
          <h1>{title}</h1>
          {children}
        </Content>
        <div>
          <BrandMark />
        </div>
      </Main>
    </>
  );
}
