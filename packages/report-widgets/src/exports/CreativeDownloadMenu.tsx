import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { useWidgetReportContext } from '../contract/WidgetReportContext.ts';
import { MenuButton } from '../ui/MenuButton.tsx';
import { DownloadIcon } from './DownloadIcon.tsx';
import { exportMenuItems } from './exportMenuItems.ts';

export interface CreativeDownloadMenuProps {
  creativeId: number;
  /** Names the ad for assistive technology and the file (its advertiser, type and size). */
  label: string;
}

/**
 * One ad's downloads: its file, or its file
 * with its details, through the host's download service; nothing where the host does not export or
 * the plan removes creatives downloads.
 */
export function CreativeDownloadMenu({ creativeId, label }: CreativeDownloadMenuProps) {
  const { t } = useAdlensTranslation();
  const { exports } = useWidgetReportContext();
  if (!exports || exports.creatives.state === 'removed') return null;
  const group = `creative:${creativeId}`;
  const busy = exports.busyGroups.has(group);
  const download = (type: 'SINGLE_MEDIA' | 'SINGLE_CREATIVE') => () =>
    void exports.downloadCreatives({ group, type, creativeIds: [creativeId], name: label });
  return (
    <MenuButton
      label={t('exports.downloadAd', { label })}
      trigger={<DownloadIcon />}
      busy={busy}
      items={exportMenuItems(exports.creatives, busy, t('exports.generating'), [
        { id: 'SINGLE_MEDIA', label: t('exports.downloadMedia'), onSelect: download('SINGLE_MEDIA') },
        { id: 'SINGLE_CREATIVE', label: t('exports.downloadDetails'), onSelect: download('SINGLE_CREATIVE') },
      ])}
    />
  );
}
