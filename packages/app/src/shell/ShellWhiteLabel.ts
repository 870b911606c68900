import type { WhiteLabelFooter } from '@adlens/report-widgets';

/** spec access-shell-plans §1, §2.4: the white-label footer (`{year}` is replaced with the current year). */
export type AdlensFooterConfig = WhiteLabelFooter;
