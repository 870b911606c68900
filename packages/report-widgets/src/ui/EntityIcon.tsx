import { useState } from 'react';
import { styled } from 'styled-components';
import { useAdlensClient } from '../provider/useAdlensClient.ts';
import { themeOf } from '../theme/themeOf.ts';
import { resolveMediaUrl } from './resolveMediaUrl.ts';

export interface EntityIconProps {
  /** The entity's icon (favicon) URL, absolute or API-relative. */
  icon: string | null | undefined;
  /** The entity's title; its first letter stands in when there is no icon or it fails to load. */
  title: string;
  size?: number;
}

const Frame = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: ${(p) => themeOf(p).radii.sm};
  background: ${(p) => themeOf(p).palette.neutral.surface};
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font-size: ${(p) => Math.round(p.$size * 0.6)}px;
  font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
  overflow: hidden;

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/**
 * An entity's favicon. Decorative: the title is always written next to it, so the image has an empty
 * alt and the letter fallback is hidden from assistive technology.
 */
export function EntityIcon({ icon, title, size = 20 }: EntityIconProps) {
  const client = useAdlensClient();
  const src = resolveMediaUrl(icon, client.apiOrigin);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && failedSrc !== src;
  return (
    <Frame $size={size} aria-hidden="true" data-testid="entity-icon">
      {showImage ? (
        <img src={src} alt="" width={size} height={size} loading="lazy" onError={() => setFailedSrc(src)} />
      ) : (
        title.trim().charAt(0).toUpperCase()
      )}
    </Frame>
  );
}
