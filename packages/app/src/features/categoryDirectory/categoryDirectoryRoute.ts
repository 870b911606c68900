import { createLazyRoute } from '@tanstack/react-router';
import { CategoryDirectoryPage } from './CategoryDirectoryPage.tsx';

/** The category directory's code-split half: loaded on first visit. */
export const categoryDirectoryRoute = createLazyRoute('/shell/ad-intelligence/category/all')({
  component: CategoryDirectoryPage,
});
