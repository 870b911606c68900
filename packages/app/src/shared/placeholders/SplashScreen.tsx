import { PendingContent } from './PendingContent.tsx';

/**
 * Shown while a route without the shell around it resolves (e.g. the shell's own guard, an embed
 * signing in through the bridge): the page's `main`, announcing loading.
 */
export function SplashScreen() {
  return (
    <main>
      <PendingContent />
    </main>
  );
}
