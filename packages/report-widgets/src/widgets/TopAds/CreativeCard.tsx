import { type Creative, displayDateSpan, formatCurrencyShort, formatImpressions, formatTimer } from '@adlens/core';
import { styled } from 'styled-components';
import { useAdlensClient } from '../../provider/useAdlensClient.ts';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { EntityLink } from '../../ui/EntityLink.tsx';
import { focusRing } from '../../ui/focusRing.ts';
import { resolveMediaUrl } from '../../ui/resolveMediaUrl.ts';
import { usePrefersReducedMotion } from '../../ui/usePrefersReducedMotion.ts';
import { CreativeDownloadMenu } from '../../exports/CreativeDownloadMenu.tsx';
import { creativeSizeText, isVideoCreative } from './topAdsData.ts';

export interface CreativeCardProps {
  creative: Creative;
  currency: string;
}

const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-rows: auto 1fr;
  gap: ${(p) => themeOf(p).spacing.sm};
  min-width: 0;
  padding: ${(p) => themeOf(p).spacing.sm};
  border: 1px solid ${(p) => themeOf(p).palette.neutral.border};
  border-radius: ${(p) => themeOf(p).radii.md};
`;

/** The ad's downloads, over the media's corner. */
const Downloads = styled.div`
  position: absolute;
  top: ${(p) => themeOf(p).spacing.sm};
  right: ${(p) => themeOf(p).spacing.sm};
  border-radius: ${(p) => themeOf(p).radii.sm};
  background: ${(p) => themeOf(p).palette.neutral.background};
`;

const Media = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 4 / 3;
  border-radius: ${(p) => themeOf(p).radii.sm};
  background: ${(p) => themeOf(p).palette.neutral.surface};
  overflow: hidden;

  img,
  video {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 2px ${(p) => themeOf(p).spacing.sm};
  margin: 0;
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};

  dt {
    color: ${(p) => themeOf(p).palette.neutral.textMuted};
  }

  dd {
    margin: 0;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

const External = styled.a`
  color: ${(p) => themeOf(p).palette.primary};
  border-radius: ${(p) => themeOf(p).radii.sm};
  ${focusRing}
`;

/** The landing page without scheme and `www.`, as people read addresses. */
function shortUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
}

/**
 * One ad: the image, or the video with its controls (muted, never autoplaying; an animated banner loops
 * only when the user allows motion), then its type, size, dates, figures, campaign and landing page.
 */
export function CreativeCard({ creative, currency }: CreativeCardProps) {
  const { t } = useAdlensTranslation();
  const client = useAdlensClient();
  const reducedMotion = usePrefersReducedMotion();
  const image = resolveMediaUrl(creative.imageUrl, client.apiOrigin) ?? undefined;
  const video = isVideoCreative(creative) ? resolveMediaUrl(creative.videoUrl, client.apiOrigin) : null;
  const size = creativeSizeText(creative.size);
  const description = { owner: creative.advertiser.title, type: creative.type.title, size };
  const label =
    video && creative.duration !== null
      ? t('widgets.topAds.video', { ...description, duration: formatTimer(creative.duration) })
      : t('widgets.topAds.imageAlt', description);
  const { first, last } = creative.detectionRange;
  return (
    <Card aria-label={label} data-creative-id={creative.id}>
      {/* The report PDF keeps a creative as a picture: it is one by nature. */}
      <Media data-pdf-picture={image ? '' : undefined}>
        {video ? (
          <video
            src={video}
            poster={image}
            controls
            muted
            playsInline
            preload="metadata"
            loop={creative.type.code === 'ANIMATED_BANNER' && !reducedMotion}
            aria-label={label}
            data-reduced-motion={reducedMotion}
          />
        ) : (
          <img src={image} alt={label} loading="lazy" />
        )}
      </Media>
      <Facts>
        <dt>{t('widgets.topAds.creativeType')}</dt>
        <dd>{creative.type.title}</dd>
        <dt>{t('widgets.topAds.size')}</dt>
        <dd>{size}</dd>
        <dt>{t('widgets.topAds.seen')}</dt>
        <dd>{displayDateSpan(first, last)}</dd>
        <dt>{t('widgets.topAds.impressions')}</dt>
        <dd>{formatImpressions(creative.totalImpressions)}</dd>
        <dt>{t('widgets.topAds.spend')}</dt>
        <dd>{formatCurrencyShort(creative.totalExpenses, currency)}</dd>
        <dt>{t('widgets.topAds.campaign')}</dt>
        <dd title={creative.campaign.title}>
          <EntityLink entity={{ entityType: 'campaign', id: creative.campaign.id }}>
            {creative.campaign.title}
          </EntityLink>
        </dd>
        <dt>{t('widgets.topAds.landingPage')}</dt>
        <dd>
          <External href={creative.campaign.landingPageUrl} target="_blank" rel="noopener noreferrer">
            {shortUrl(creative.campaign.landingPageUrl)}
          </External>
        </dd>
      </Facts>
      <Downloads>
        <CreativeDownloadMenu creativeId={creative.id} label={label} />
      </Downloads>
    </Card>
  );
}
