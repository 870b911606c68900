import type { EntityType } from '@adlens/core';
import { useState } from 'react';
import { styled } from 'styled-components';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import { Button } from '../../ui/Button.tsx';

export interface SkipButtonProps {
  entity: { entityType: EntityType; id: number; title: string };
  /** The host's skip (WidgetReportContextValue.skip). */
  onSkip: (entity: SkipButtonProps['entity']) => Promise<void>;
}

const Small = styled(Button)`
  min-height: 24px;
  padding: 0 8px;
`;

/**
 * A top-list row's 'Skip' in mark mode: busy while the host saves; the row
 * leaves the list when the host refreshes it. A failure leaves the row and lets the user try again.
 */
export function SkipButton({ entity, onSkip }: SkipButtonProps) {
  const { t } = useAdlensTranslation();
  const [busy, setBusy] = useState(false);
  const click = () => {
    setBusy(true);
    onSkip(entity).then(
      () => setBusy(false),
      () => setBusy(false),
    );
  };
  return (
    <Small
      type="button"
      disabled={busy}
      aria-label={t('widgets.rankings.skipEntity', { title: entity.title })}
      onClick={click}
    >
      {busy ? t('widgets.rankings.skipping') : t('widgets.rankings.skip')}
    </Small>
  );
}
