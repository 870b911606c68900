import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { tokens } from '../shared/ui/tokens.ts';
import { isPlainLeftClick } from '../shared/ui/isPlainLeftClick.ts';

export interface DirectoryLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

const Anchor = styled.a`
  color: ${tokens.primary};
  text-decoration: none;

  &:hover {
    color: ${tokens.primaryHover};
    text-decoration: underline;
  }
`;

/**
 * A link to an in-app address with its query (a report with the directory's filters): a real link
 * (open in a new tab, copy), followed by the router on a plain click.
 */
export function DirectoryLink({ href, children, className }: DirectoryLinkProps) {
  const router = useRouter();
  return (
    <Anchor
      href={href}
      className={className}
      onClick={(event) => {
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    >
      {children}
    </Anchor>
  );
}
