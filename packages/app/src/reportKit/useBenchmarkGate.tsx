import { type ControlDecision, type EntityType, type GatedControl, decideControl } from '@adlens/core';
import { type ReactNode, useState } from 'react';
import { contactSalesEvent } from '../shared/analytics/contactSalesEvent.ts';
import { ContactSalesDialog } from '../shared/dialogs/ContactSalesDialog.tsx';
import { PromotionDialog } from '../shared/dialogs/PromotionDialog.tsx';
import { promotionContent } from '../shared/dialogs/promotionContent.ts';
import { usePartnerPurchase } from '../shared/gating/usePartnerPurchase.ts';
import { useAdlensRuntime } from '../shared/runtime/useAdlensRuntime.ts';
import { usePackageGating } from '../shared/gating/usePackageGating.ts';

/** Only advertisers and brands have an industry benchmark. */
export function benchmarkControl(entityType: EntityType): GatedControl | null {
  if (entityType === 'advertiser') return 'benchmark.advertiser';
  if (entityType === 'brand') return 'benchmark.brand';
  return null;
}

export interface BenchmarkGate {
  /** 'shown': the benchmark can be chosen; 'restricted': the control opens the promotion; 'hidden': no control. */
  state: 'shown' | 'restricted' | 'hidden';
  /** Opens the promotion of a restricted benchmark. */
  promote: () => void;
  /** Render once where the control is. */
  dialog: ReactNode;
}

/**
 * The package's word on the industry benchmark of a report type (its advertiser and brand benchmark
 * flags, through the gating of @adlens/core): a plan without it sees the control
 * locked, and choosing it opens the Industry Benchmark promotion —
 * whose button buys the upgrade where the partner sells it, else contacts sales — as the side
 * menu's restricted items do.
 */
export function useBenchmarkGate(entityType: EntityType): BenchmarkGate {
  const { client, analytics } = useAdlensRuntime();
  const gating = usePackageGating();
  const purchase = usePartnerPurchase();
  const [open, setOpen] = useState<'promotion' | 'contact' | null>(null);
  const control = benchmarkControl(entityType);
  const decision: ControlDecision | null = control ? decideControl(control, gating) : null;
  const state = decision?.state === 'shown' ? 'shown' : decision?.state === 'restricted' ? 'restricted' : 'hidden';
  const promotion = promotionContent.industryBenchmark;
  const productId =
    decision?.state === 'restricted' && decision.upgrade === 'partner-purchase' ? decision.productId : undefined;
  const dialog =
    state === 'restricted' ? (
      <>
        <PromotionDialog
          open={open === 'promotion'}
          title={promotion.title}
          subtitle={promotion.subtitle}
          messageHtml={promotion.messageHtml}
          {...(productId !== undefined && purchase
            ? {
                submitText: 'Upgrade now',
                onAction: () => {
                  setOpen(null);
                  purchase.upgradePackage(productId);
                },
              }
            : {})}
          onClose={({ submitted }) => {
            if (submitted) void analytics.track(contactSalesEvent('Open', 'restricted-feature', promotion.id));
            setOpen(submitted ? 'contact' : null);
          }}
        />
        <ContactSalesDialog
          open={open === 'contact'}
          onSend={async (message) => {
            await client.contactSales({ message, topic: 'industryBenchmark' });
            void analytics.track(contactSalesEvent('Send', 'restricted-feature', promotion.id));
          }}
          onClose={() => setOpen(null)}
        />
      </>
    ) : null;
  return { state, promote: () => setOpen('promotion'), dialog };
}
