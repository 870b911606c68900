import type { ReactNode } from 'react';

/** One entry of a filter menu (disabled and restricted flags). */
export interface FilterMenuOption {
  id: string;
  label: string;
  /** Secondary text after the label (a currency symbol, a count). */
  detail?: string;
  /** Decorative leading content (a favicon); the label names the option. */
  icon?: ReactNode;
  /** Not selectable: no data. Shows `disabledReason` as its tooltip. */
  disabled?: boolean;
  disabledReason?: string;
  /** Not in the customer's plan: shows a lock; choosing it calls the menu's onRestricted. */
  restricted?: boolean;
  /** The lock's tooltip ('Unlock Video data…'); 'Not included in your plan' without one. */
  restrictedReason?: string;
  /** Outside the plan but choosable with a trial premium search: shows a crown and says so. */
  premium?: boolean;
}
