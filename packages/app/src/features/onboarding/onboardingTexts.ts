import type { OnboardingStep } from '@adlens/core';

/**
 * The onboarding's words, in one place like the app's other pages' literal texts; pages
 * pass them through `useWording`, so in the sales tool's language an advertiser reads 'domain'.
 */
export const ONBOARDING_TEXTS = {
  welcomeTitle: 'Welcome to Ad Intelligence',
  welcomeIntro:
    'Tell us which advertiser is yours and who you compete with. We will save the comparison to your bookmarks and build your first dashboard, so the numbers you care about are one click away.',
  welcomeSteps: [
    'Your domain: the advertiser you work for',
    'Your competitors: the advertisers you measure yourself against',
    'Your defaults: the country, channel and period every report starts with',
  ],
  getStarted: 'Get started',
  skip: 'Skip for now',
  wizardTitle: 'Set up Ad Intelligence',
  stepOf: (index: number, count: number) => `Step ${index} of ${count}`,
  stepNames: {
    domain: 'Your domain',
    competitors: 'Competitors',
    defaults: 'Defaults',
    review: 'Review',
  } satisfies Record<OnboardingStep, string>,
  domainHint: 'Search for the advertiser you work for, by its domain or name.',
  domainChosen: 'Your domain',
  competitorsHint: 'Add the advertisers you compare yourself with: at least one, up to {max}.',
  competitorsChosen: 'Your competitors',
  competitorsNone: 'No competitors yet.',
  competitorsFull: 'That is as many as a comparison holds.',
  remove: (title: string) => `Remove ${title}`,
  defaultsHint: 'Every report starts with these filters. You can change them any time in User settings.',
  country: 'Default country',
  channel: 'Default channel',
  period: 'Default period',
  locked: 'locked',
  lockedHint: 'Locked options are not part of your plan.',
  reviewHint: 'This is what we will create for you:',
  reviewComparison: (title: string) => `A comparison: ${title}`,
  reviewComparisonDetail: 'Saved to your bookmarks, opening with your default filters.',
  reviewDashboard: (name: string) => `A dashboard: ${name}`,
  reviewDashboardDetail: 'Spend, channels, ad types, publishers and ads of your domain and competitors.',
  reviewNoDashboard: 'Dashboards are not part of your plan, so none will be created.',
  reviewDefaults: (country: string, channel: string, period: string) =>
    `Your default filters: ${country}, ${channel}, ${period}`,
  back: 'Back',
  next: 'Next',
  create: 'Create',
  creating: 'Creating…',
  saving: 'Saving…',
  tryExample: 'Try an example',
  tryExampleHint: (title: string) => `Fills in the example '${title}'.`,
  saveFailed: 'Your choices could not be saved. Please try again.',
  createFailed: 'We could not create your comparison and dashboard. Please try again.',
  skipFailed: 'Skipping did not work. Please try again.',
  loading: 'Loading your setup',
  dashboardReady: (name: string) => `Your dashboard ${name} is ready.`,
  openDashboard: 'Open dashboard',
  comparisonSaved: 'Your comparison is saved to your bookmarks.',
} as const;
