import { ALL_CHANNELS, type ChannelSelection, type EntityType } from '@adlens/core';
import type { Translate } from '../i18n/translationKey.ts';

export interface WidgetSubheader {
  entityType: EntityType;
  /** Defaults to all channels on all devices; null when the data has no channel (audience panels). */
  channel?: ChannelSelection | null;
}

/**
 * spec reports-data §2: the sub-header is the entity type name plus channel and device, e.g.
 * "Advertiser · All channels · All devices" ("Domain · …" in en-winmo).
 */
export function widgetSubheaderText(t: Translate, { entityType, channel = ALL_CHANNELS }: WidgetSubheader): string {
  if (channel === null) return t(`entityType.${entityType}`);
  return [t(`entityType.${entityType}`), t(`channel.${channel.type}`), t(`device.${channel.device}`)].join(
    t('widget.subheaderSeparator'),
  );
}
