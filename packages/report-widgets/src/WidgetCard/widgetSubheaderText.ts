import { ALL_CHANNELS, type ChannelSelection, type EntityType } from '@adlens/core';
import type { Translate } from '../i18n/translationKey.ts';

export interface WidgetSubheader {
  entityType: EntityType;
  /** Defaults to all channels on all devices. */
  channel?: ChannelSelection;
}

/**
 * spec reports-data §2: the sub-header is the entity type name plus channel and device, e.g.
 * "Advertiser · All channels · All devices" ("Domain · …" in en-winmo).
 */
export function widgetSubheaderText(t: Translate, { entityType, channel = ALL_CHANNELS }: WidgetSubheader): string {
  return [t(`entityType.${entityType}`), t(`channel.${channel.type}`), t(`device.${channel.device}`)].join(
    t('widget.subheaderSeparator'),
  );
}
