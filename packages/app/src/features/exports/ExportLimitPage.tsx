import { useNavigate, useRouterState } from '@tanstack/react-router';
import { LimitNotice } from '../../shared/limits/LimitNotice.tsx';
import { withReload } from '../../shared/gating/withReload.ts';
import { useExportLimit } from './useExportLimit.ts';

/**
 * The monthly export limit page (docs/product/plans-and-limits.md#limit-pages) of the page
 * whose export the server refused: 'Back to report' clears it and loads the page again (`reload=true`).
 * Nothing while no export was refused.
 */
export function ExportLimitPage() {
  const { limit, clear } = useExportLimit();
  const navigate = useNavigate();
  const { pathname, href } = useRouterState({ select: (state) => state.location });
  if (!limit) return null;
  return (
    <LimitNotice
      reached={limit}
      path={pathname}
      onBack={() => {
        clear();
        void navigate({ href: withReload(href) });
      }}
    />
  );
}
