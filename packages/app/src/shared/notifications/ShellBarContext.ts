import { createContext } from 'react';

/**
 * True under the shell, which draws the top notification bar itself: a page drawn inside it (a route's
 * error page, say) does not draw a second one (TopNotificationBar).
 */
export const ShellBarContext = createContext(false);
