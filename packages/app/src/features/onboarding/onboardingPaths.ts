/** The onboarding's pages: the welcome, then the wizard. */
export const ONBOARDING_PATHS = {
  welcome: '/ad-intelligence/onboarding',
  wizard: '/ad-intelligence/onboarding/wizard',
} as const;
