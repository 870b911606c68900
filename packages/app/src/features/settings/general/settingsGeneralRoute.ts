import { createLazyRoute } from '@tanstack/react-router';
import { SettingsGeneralPage } from './SettingsGeneralPage.tsx';

/** The general settings page's code-split half. */
export const settingsGeneralRoute = createLazyRoute('/shell/ad-intelligence/settings/general')({
  component: SettingsGeneralPage,
});
