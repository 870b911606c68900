import { REMEMBER_DEVICE_DAYS } from '@adlens/core';

/** Token lifetimes in seconds (docs/product/access-and-sessions.md#tokens). */
export const TOKEN_LIFETIMES = {
  /** Short-lived: the client refreshes it through the auth token on the first 401. */
  access: 15 * 60,
  /** 'Remember this device for 30 days' (forever=true). */
  authRemembered: REMEMBER_DEVICE_DAYS * 24 * 60 * 60,
  authSession: 24 * 60 * 60,
  /** research-notes: partner tokens live 5 minutes; we refuse any that claims to live longer. */
  partnerMax: 5 * 60,
  /** One-time-code token of the OTP step (brief: 10 minutes); the code itself lives as long. */
  otp: 10 * 60,
  /** Device/session-limit token (brief: 15 minutes), only for the devices and sessions routes. */
  limit: 15 * 60,
  /** Password-set link (brief: 24 hours, single use). */
  verification: 24 * 60 * 60,
  /** Allowed clock difference between us and a partner. */
  clockTolerance: 30,
} as const;
