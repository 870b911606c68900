import type { Role } from '@adlens/core';
import { DEMO_ACCOUNT } from './demoAccount.ts';

/** The customer manager the seeded customers' 'contact admin' action writes to. */
export const SEEDED_MANAGER_EMAIL = 'success@adlens.test';

export interface SeededAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  customer: string;
  customerType: 'B2B' | 'B2C' | 'TRIAL';
  /** Package code, or null for a customer without a package (such a user reads no data and sees the no-package page). */
  packageCode: string | null;
  roles: Role[];
  /** Trial customers: the trial ends this many days after the seed date. */
  trialDays?: number;
  maxDevices?: number;
  maxSessions?: number;
  otpRequired?: boolean;
  /** A new user: the start page sends them through the first-run onboarding, once. */
  newUser?: boolean;
  /** What the account is for, printed in the banner. */
  purpose: string;
}

/**
 * Every account the seed creates, one per access state (docs/product/access-and-sessions.md,
 * docs/product/plans-and-limits.md; all passwords meet the strong-password rule). The banner lists them; the end-to-end tests sign in with them.
 */
export const SEEDED_ACCOUNTS: readonly SeededAccount[] = [
  {
    ...DEMO_ACCOUNT,
    customerType: 'B2B',
    roles: ['USER'],
    purpose: 'Enterprise, role USER',
  },
  {
    email: 'admin@adlens.test',
    password: 'Adlens-admin-1',
    firstName: 'Ada',
    lastName: 'Admin',
    customer: 'Adlens Demo',
    customerType: 'B2B',
    packageCode: 'ENTERPRISE',
    roles: ['ADMIN', 'SKIPLIST_MANAGER'],
    purpose: 'Enterprise, ADMIN + SKIPLIST_MANAGER',
  },
  {
    email: 'basic@adlens.test',
    password: 'Adlens-basic-1',
    firstName: 'Bo',
    lastName: 'Basic',
    customer: 'Basic Bakery',
    customerType: 'B2B',
    packageCode: 'BASIC',
    roles: ['USER'],
    purpose: 'Basic plan: display, video, social; 3 markets; 6 months; 5 report views a day',
  },
  {
    email: 'trial@adlens.test',
    password: 'Adlens-trial-1',
    firstName: 'Tia',
    lastName: 'Trial',
    customer: 'Trial Travel',
    customerType: 'TRIAL',
    packageCode: 'TRIAL',
    roles: ['USER'],
    trialDays: 14,
    purpose: 'trial customer, 14 days from the seed date; 20 premium searches',
  },
  {
    email: 'otp@adlens.test',
    password: 'Adlens-otp-1',
    firstName: 'Otto',
    lastName: 'Onetime',
    customer: 'Adlens Demo',
    customerType: 'B2B',
    packageCode: 'ENTERPRISE',
    roles: ['USER'],
    otpRequired: true,
    purpose: 'Enterprise, one-time code by e-mail (see /dev/mail)',
  },
  {
    email: 'nopackage@adlens.test',
    password: 'Adlens-none-1',
    firstName: 'Nora',
    lastName: 'None',
    customer: 'No Package Co',
    customerType: 'B2C',
    packageCode: null,
    roles: ['USER'],
    purpose: 'no package (hasPackage false)',
  },
  {
    email: 'sessions@adlens.test',
    password: 'Adlens-sessions-1',
    firstName: 'Sam',
    lastName: 'Single',
    customer: 'Adlens Demo',
    customerType: 'B2B',
    packageCode: 'ENTERPRISE',
    roles: ['USER'],
    maxSessions: 1,
    purpose: 'Enterprise, one session at a time',
  },
  {
    email: 'devices@adlens.test',
    password: 'Adlens-devices-1',
    firstName: 'Dev',
    lastName: 'Ices',
    customer: 'Adlens Demo',
    customerType: 'B2B',
    packageCode: 'ENTERPRISE',
    roles: ['USER'],
    maxDevices: 1,
    purpose: 'Enterprise, one device at a time',
  },
  {
    email: 'new@adlens.test',
    password: 'Adlens-new-1',
    firstName: 'Nia',
    lastName: 'Newcomer',
    customer: 'Adlens Demo',
    customerType: 'B2B',
    packageCode: 'ENTERPRISE',
    roles: ['USER'],
    newUser: true,
    purpose: 'Enterprise, a new user: the first-run onboarding, until finished or skipped',
  },
];
