import { createLazyRoute } from '@tanstack/react-router';
import { StartPage } from './StartPage.tsx';

/** The start page's code-split half: loaded on first visit, with the widgets it needs. */
export const startPageRoute = createLazyRoute('/shell/ad-intelligence')({ component: StartPage });
