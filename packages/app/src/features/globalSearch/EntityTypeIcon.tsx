import type { EntityType } from '@adlens/core';

export interface EntityTypeIconProps {
  entityType: EntityType;
  /** Pixels; 16 by default. */
  size?: number;
}

/** 24×24 outline glyphs, one per entity type (decorative: the type's name is said beside it). */
const PATHS: Record<EntityType, string> = {
  // A megaphone: who advertises.
  advertiser: 'M3 10v4h3l6 4V6L6 10H3zm13-2a5 5 0 0 1 0 8M19 5a9 9 0 0 1 0 14',
  // A globe: where ads run.
  publisher: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-9 9h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  // A flag: a flight of ads.
  campaign: 'M5 21V4m0 0h11l-2 4 2 4H5',
  // A hash: a search term.
  keyword: 'M9 4 7 20M17 4l-2 16M4 9h16M3 15h16',
  // A folder: a group of advertisers.
  category: 'M3 6h6l2 2h10v11H3z',
  // A tag: a brand name.
  brand: 'M3 12V3h9l9 9-9 9-9-9zm5-4.5h.01',
};

/** The glyph of an entity type, in the current text colour. */
export function EntityTypeIcon({ entityType, size = 16 }: EntityTypeIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[entityType]} />
    </svg>
  );
}
