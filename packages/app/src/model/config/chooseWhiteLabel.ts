import { type WhiteLabelConfig, WHITE_LABELS, whiteLabelById } from '@adlens/report-widgets';

/**
 * The shipped white-label configuration a host app starts with: the `whiteLabel` query parameter
 * (e.g. `?whiteLabel=meridian`, for demos), else the build's default id, else Adlens.
 */
export function chooseWhiteLabel(search: string, buildDefault?: string): WhiteLabelConfig {
  const requested = new URLSearchParams(search).get('whiteLabel');
  return whiteLabelById(requested && WHITE_LABELS[requested] ? requested : buildDefault);
}
