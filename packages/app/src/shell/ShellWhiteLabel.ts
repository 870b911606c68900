import type { WhiteLabelFooter } from '@adlens/report-widgets';

/** The white-label footer (`{year}` is replaced with the current year). */
export type AdlensFooterConfig = WhiteLabelFooter;
