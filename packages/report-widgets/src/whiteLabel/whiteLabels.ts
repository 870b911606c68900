import type { WhiteLabelConfig } from './WhiteLabelConfig.ts';
import { ADLENS_WHITE_LABEL } from './adlensWhiteLabel.ts';
import { MERIDIAN_WHITE_LABEL } from './meridianWhiteLabel.ts';

/** The shipped white-label configurations, by id; the first is the default. */
export const WHITE_LABELS: Readonly<Record<string, WhiteLabelConfig>> = {
  [ADLENS_WHITE_LABEL.id]: ADLENS_WHITE_LABEL,
  [MERIDIAN_WHITE_LABEL.id]: MERIDIAN_WHITE_LABEL,
};

/** The shipped configuration with that id, or the default (Adlens). */
export function whiteLabelById(id: string | null | undefined): WhiteLabelConfig {
  return (id ? WHITE_LABELS[id] : undefined) ?? ADLENS_WHITE_LABEL;
}
