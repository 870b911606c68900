import type { AdlensClient } from '@adlens/api-client';
import { type ReactNode, useMemo, useState } from 'react';
import { ContactSalesDialog } from '../dialogs/ContactSalesDialog.tsx';
import { PromotionDialog } from '../dialogs/PromotionDialog.tsx';
import { promotionContent } from '../dialogs/promotionContent.ts';
import { type FeatureGate, FeatureGateContext } from './FeatureGate.ts';
import type { SideMenuFeature } from './sideMenuItems.ts';

export interface RestrictedFeatureDialogsProps {
  /** The package check; everything is available by default (plans arrive later, spec §6). */
  isFeatureAvailable?: FeatureGate['isFeatureAvailable'];
  /** Sends the contact-sales request (`POST /sales/contact`). */
  client: Pick<AdlensClient, 'contactSales'>;
  /**
   * Integrated users who can buy the feature from their partner (spec §6: "integrated users are
   * offered purchase (through the partner SDK)"): the promotion's button reads 'Upgrade now' and
   * starts the purchase instead of contacting sales.
   */
  purchase?: { canPurchase(feature: SideMenuFeature): boolean; start(feature: SideMenuFeature): void };
  children: ReactNode;
}

/**
 * Which dialog is open: the promotion of a report feature, or the contact-sales dialog (spec §2.6:
 * restricted users get an upgrade or promotional dialog, the contact modal for audience items).
 */
type OpenDialog = { kind: 'promotion'; feature: SideMenuFeature } | { kind: 'contact'; feature: SideMenuFeature };

/** spec §2.6: Demographics and Interests (the Audience group) go straight to the contact modal. */
const AUDIENCE_FEATURES: ReadonlySet<SideMenuFeature> = new Set(['demographics', 'interests']);

const allAvailable: FeatureGate['isFeatureAvailable'] = () => true;

/**
 * The default `FeatureGate` of the shell, provided to its children: a restricted Categories or Brands
 * opens its promotion (spec §2.7) whose 'Contact sales' opens the contact-sales dialog; a restricted
 * Demographics or Interests opens the contact-sales dialog directly. Sending mails sales with the
 * feature as the topic.
 */
export function RestrictedFeatureDialogs({
  isFeatureAvailable = allAvailable,
  client,
  purchase,
  children,
}: RestrictedFeatureDialogsProps) {
  const [open, setOpen] = useState<OpenDialog>();
  const gate = useMemo<FeatureGate>(
    () => ({
      isFeatureAvailable,
      onRestricted: (feature) => setOpen({ kind: AUDIENCE_FEATURES.has(feature) ? 'contact' : 'promotion', feature }),
    }),
    [isFeatureAvailable],
  );
  const promotion = open?.kind === 'promotion' ? promotionContent[open.feature] : undefined;
  const purchasable = open?.kind === 'promotion' && purchase?.canPurchase(open.feature) === true;
  const close = () => setOpen(undefined);

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
          {...(purchasable && purchase
            ? {
                submitText: 'Upgrade now',
                onAction: () => {
                  close();
                  purchase.start(open.feature);
                },
              }
            : {})}
          onClose={({ submitted }) => setOpen(submitted ? { kind: 'contact', feature: open.feature } : undefined)}
        />
      )}
      <ContactSalesDialog
        open={open?.kind === 'contact'}
        description={
          open && AUDIENCE_FEATURES.has(open.feature)
            ? `${promotionContent[open.feature].title} is part of the ${promotionContent[open.feature].badge ?? 'Enterprise+ Package'}. Tell us what you need and our sales team will get back to you.`
            : undefined
        }
        onSend={(message) => client.contactSales({ message, topic: open?.feature ?? 'general' })}
        onClose={close}
      />
    </FeatureGateContext>
  );
}
