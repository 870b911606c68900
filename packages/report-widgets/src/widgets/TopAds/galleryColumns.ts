import { css } from 'styled-components';
import { TOP_ADS_PER_ROW } from './topAdsData.ts';

/**
 * The ad gallery's columns, shared by the gallery and its skeleton so the card keeps its height when
 * the ads arrive: four per row, two in a card under 720 px, one under 420 px (a phone, a partner's
 * sidebar), where two columns would cut every fact to 'Ba…' and '$16…' (a layout
 * must hold at every card width). Measured on the card (`@container widget`), not the window, so an embed lays out the same.
 */
export const galleryColumns = css`
  grid-template-columns: repeat(${TOP_ADS_PER_ROW}, minmax(0, 1fr));

  @container widget (max-width: 720px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @container widget (max-width: 420px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
