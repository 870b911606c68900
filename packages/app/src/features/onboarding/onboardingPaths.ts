/** The onboarding's pages (issue 10): the welcome, then the wizard. */
export const ONBOARDING_PATHS = {
  welcome: '/ad-intelligence/onboarding',
  wizard: '/ad-intelligence/onboarding/wizard',
} as const;
