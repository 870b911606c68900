import { createContext, useContext } from 'react';
import { ADLENS_WHITE_LABEL } from '../whiteLabel/adlensWhiteLabel.ts';
import type { WhiteLabelConfig } from '../whiteLabel/WhiteLabelConfig.ts';

/** What the image footer shows: the white-label brand's name and its footer config. */
export type ImageExportBranding = Pick<WhiteLabelConfig, 'brandName' | 'footer'>;

/**
 * The brand of exported images. A host sets it from its white-label config next to the widgets'
 * provider: `<ImageExportBrandingContext value={config.whiteLabel}>`. Without one, images carry the
 * product's name.
 */
export const ImageExportBrandingContext = createContext<ImageExportBranding>({
  brandName: ADLENS_WHITE_LABEL.brandName,
});

export function useImageExportBranding(): ImageExportBranding {
  return useContext(ImageExportBrandingContext);
}
