import { type ContactSalesSource, packageUpgrade } from '@adlens/core';
import { type ReactNode, useMemo, useState } from 'react';
import { ContactSalesDialog } from '../dialogs/ContactSalesDialog.tsx';
import { usePartnerPurchase } from '../gating/usePartnerPurchase.ts';
import { useAdlensRuntime } from '../runtime/useAdlensRuntime.ts';
import { usePackageGating } from '../gating/usePackageGating.ts';
import { accountManagerMailto } from './accountManagerMailto.ts';
import { contactSalesEvent } from '../analytics/contactSalesEvent.ts';
import { useAccountManagerEmail } from './useAccountManagerEmail.ts';

export interface UpgradeAction {
  kind: keyof typeof UPGRADE_LABELS;
  label: string;
  onAction: () => void;
  /** The mail draft's address, for hosts that render the action as a link. */
  href?: string;
}

/** The actions of a limit page ('Contact sales' or 'Upgrade package'). */
const UPGRADE_LABELS = {
  purchase: 'Upgrade package',
  sales: 'Contact sales',
  accountManager: 'Contact account manager',
} as const;

/**
 * What a user who reached a package limit can do:
 * buy the next package through the partner's SDK where the partner sells it ('Upgrade package'),
 * write to sales inside another integration ('Contact sales', the 400 px dialog), and outside an
 * integration draft a mail to their account manager ('contact admin') — or to sales when the
 * customer has no manager on file. `subject` names the limit in the mail and the sales request;
 * `source` says where 'Contact sales' was clicked, for analytics.
 * Render `dialog` once, wherever the action is offered.
 */
export function useUpgradeAction(
  subject: string,
  source: ContactSalesSource = 'upgrade',
): { action: UpgradeAction; dialog: ReactNode } {
  const { client, analytics } = useAdlensRuntime();
  const gating = usePackageGating();
  const purchase = usePartnerPurchase();
  const managerEmail = useAccountManagerEmail();
  const [contacting, setContacting] = useState(false);

  const { upgrade, productId } = packageUpgrade(gating);
  // The same action while the path is the same: widgets and memoised pages take it as a prop.
  const action = useMemo<UpgradeAction>(() => {
    if (upgrade === 'partner-purchase' && productId && purchase) {
      return { kind: 'purchase', label: UPGRADE_LABELS.purchase, onAction: () => purchase.upgradePackage(productId) };
    }
    if (upgrade === 'contact-account-manager' && managerEmail) {
      const href = accountManagerMailto(managerEmail, subject);
      return {
        kind: 'accountManager',
        label: UPGRADE_LABELS.accountManager,
        href,
        onAction: () => window.location.assign(href),
      };
    }
    return {
      kind: 'sales',
      label: UPGRADE_LABELS.sales,
      onAction: () => {
        void analytics.track(contactSalesEvent('Open', source, 'packageUpgrade'));
        setContacting(true);
      },
    };
  }, [upgrade, productId, purchase, managerEmail, subject, analytics, source]);
  const dialog = (
    <ContactSalesDialog
      open={contacting}
      description={`${subject}. Tell us what you need and our sales team will get back to you.`}
      onSend={async (message) => {
        await client.contactSales({ message: message ? `${subject}\n\n${message}` : subject, topic: 'packageUpgrade' });
        void analytics.track(contactSalesEvent('Send', source, 'packageUpgrade'));
      }}
      onClose={() => setContacting(false)}
    />
  );
  return { action, dialog };
}
