/**
 * What the figures of a response cover, where one response holds figures of different bases
 * (docs/product/figures.md): an entity's `impressionsCount` is a lifetime total, while
 * the rows' and totals' `impressions` and `expenses` are the request's cell. A client that shows both
 * says which is which ("1.2B impressions all time" next to "$824.8K in the last 30 days").
 */
export interface FigureBasis {
  /**
   * `impressions` and `expenses` of rows, totals and search suggestions' `figures`: the request's
   * period, country (or every market of the package), channel and device, in its currency. They are
   * the same for the same advertiser and filters in every dataset and export.
   */
  figures?: 'PERIOD';
  /** `impressionsCount` of entities: every impression of the entity in the data (all periods, countries, channels). */
  impressionsCount: 'LIFETIME';
}

export const FIGURE_BASIS: FigureBasis = { figures: 'PERIOD', impressionsCount: 'LIFETIME' };

/** The entity datasets (`datasets/advertisers`, …) carry only entities: their impressionsCount is lifetime. */
export const ENTITY_BASIS: FigureBasis = { impressionsCount: 'LIFETIME' };
