/** The account `pnpm start` prints in its banner and the end-to-end tests sign in with. */
export const DEMO_ACCOUNT = {
  email: 'demo@adlens.test',
  password: 'Adlens-demo-1',
  firstName: 'Dana',
  lastName: 'Demo',
  customer: 'Adlens Demo',
  packageCode: 'ENTERPRISE',
} as const;
