import type { AdlensClient } from '@adlens/api-client';
import type { RestrictedDecision } from '@adlens/core';
import { type ReactNode, use, useMemo, useState } from 'react';
import { contactSalesEvent } from '../shared/analytics/contactSalesEvent.ts';
import { AdlensRuntimeContext } from '../shared/runtime/AdlensRuntimeContext.ts';
import { ContactSalesDialog } from '../shared/dialogs/ContactSalesDialog.tsx';
import { PromotionDialog } from '../shared/dialogs/PromotionDialog.tsx';
import { ENTERPRISE_PLUS_PACKAGE, promotionContent } from '../shared/dialogs/promotionContent.ts';
import { ALLOW_ALL_FEATURES, type FeatureGate, FeatureGateContext } from './FeatureGate.ts';
import type { SideMenuFeature } from '../shared/gating/sideMenuItems.ts';

export interface RestrictedFeatureDialogsProps {
  /** The package decision per item (@adlens/core `decideControl`); everything is shown by default. */
  decide?: FeatureGate['decide'];
  /** Sends the contact-sales request (`POST /sales/contact`). */
  client: Pick<AdlensClient, 'contactSales'>;
  /**
   * Integrated users whose partner sells the upgrade ("integrated users are offered purchase
   * (through the partner SDK)"; the decision's upgrade is 'partner-purchase'): the promotion's button
   * reads 'Upgrade now' and starts the purchase of the decision's product instead of contacting sales.
   */
  purchase?: { start(feature: SideMenuFeature, productId: string): void };
  children: ReactNode;
}

/**
 * Which dialog is open: the promotion of a report feature, or the contact-sales dialog (
 * restricted users get an upgrade or promotional dialog, the contact modal for audience items).
 */
interface OpenDialog {
  kind: 'promotion' | 'contact';
  feature: SideMenuFeature;
  decision: RestrictedDecision;
}

/**
 * The default `FeatureGate` of the shell, provided to its children. The decision's prompt picks the
 * dialog: a restricted Categories or Brands opens its promotion whose 'Contact sales'
 * opens the contact-sales dialog; a restricted Demographics or Interests opens the contact-sales
 * dialog directly. Sending mails sales with the feature as the topic.
 */
export function RestrictedFeatureDialogs({
  decide = ALLOW_ALL_FEATURES.decide,
  client,
  purchase,
  children,
}: RestrictedFeatureDialogsProps) {
  const [open, setOpen] = useState<OpenDialog>();
  // Outside a mounted app (tests, Storybook) there is no analytics to tell.
  const analytics = use(AdlensRuntimeContext)?.analytics;
  const gate = useMemo<FeatureGate>(
    () => ({
      decide,
      onRestricted: (feature, decision) => {
        const kind = decision.prompt === 'promotion' ? 'promotion' : 'contact';
        if (kind === 'contact') void analytics?.track(contactSalesEvent('Open', 'restricted-feature', feature));
        setOpen({ kind, feature, decision });
      },
    }),
    [decide, analytics],
  );
  const promotion = open?.kind === 'promotion' ? promotionContent[open.decision.promotion ?? open.feature] : undefined;
  const productId = open?.decision.upgrade === 'partner-purchase' ? open.decision.productId : undefined;
  const close = () => setOpen(undefined);
  const audience = open?.kind === 'contact' ? promotionContent[open.decision.promotion ?? open.feature] : undefined;

  return (
    <FeatureGateContext value={gate}>
      {children}
      {promotion && open && (
        <PromotionDialog
          open
          title={promotion.title}
          subtitle={promotion.subtitle}
          messageHtml={promotion.messageHtml}
          badge={promotion.badge}
          imageUrl={promotion.imageUrl}
          imageAlt={promotion.imageAlt}
          {...(productId !== undefined && purchase
            ? {
                submitText: 'Upgrade now',
                onAction: () => {
                  close();
                  purchase.start(open.feature, productId);
                },
              }
            : {})}
          onClose={({ submitted }) => {
            // The promotion's 'Contact sales'.
            if (submitted) void analytics?.track(contactSalesEvent('Open', 'restricted-feature', open.feature));
            setOpen(submitted ? { ...open, kind: 'contact' } : undefined);
          }}
        />
      )}
      <ContactSalesDialog
        open={open?.kind === 'contact'}
        description={
          audience && open?.decision.prompt === 'contact-sales'
            ? `${audience.title} is part of the ${audience.badge ?? ENTERPRISE_PLUS_PACKAGE}. Tell us what you need and our sales team will get back to you.`
            : undefined
        }
        onSend={async (message) => {
          const topic = open?.feature ?? 'general';
          await client.contactSales({ message, topic });
          void analytics?.track(contactSalesEvent('Send', 'restricted-feature', topic));
        }}
        onClose={close}
      />
    </FeatureGateContext>
  );
}
