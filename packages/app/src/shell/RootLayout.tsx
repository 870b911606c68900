import { Outlet } from '@tanstack/react-router';
import { SessionExpiredDialog } from './SessionExpiredDialog.tsx';

/** The root of every route: the page, plus the session-expired dialog above it. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <SessionExpiredDialog />
    </>
  );
}
