import { type GatedControl, decideControl } from '@adlens/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { ContactSalesDialog } from '../../shared/dialogs/ContactSalesDialog.tsx';
import { promotionContent } from '../../shared/dialogs/promotionContent.ts';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { usePackageGating } from '../../shared/gating/usePackageGating.ts';
import { PrimaryButton } from '../../shared/ui/formStyles.ts';
import { LockIcon } from '../../shared/ui/LockIcon.tsx';
import { TextLink } from '../../shared/ui/TextLink.tsx';
import { tokens } from '../../shared/ui/tokens.ts';
import { usePartnerPurchase } from '../../shared/gating/usePartnerPurchase.ts';

export interface LockedFeaturePageProps {
  /** The gated control the page needs (e.g. `menu.categories` for a category report). */
  control: GatedControl;
  /** The page the user asked for; it opens once the upgrade is bought. */
  from?: string;
}

/** The restricted decision's upgrade sentence when it has none of its own. */
const NEXT_PACKAGE = 'Enjoy more features by upgrading to the next package';

// No viewport heights: the embed is sized to its content.
const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  max-width: 32rem;
  margin: 48px auto;
  padding: 32px 24px;
  border: 1px solid ${tokens.border};
  border-radius: 10px;
  background: ${tokens.surface};
  text-align: center;

  h1 {
    margin: 0;
    font-size: 1.35rem;
  }

  p {
    margin: 0;
    color: ${tokens.muted};
    line-height: 1.5;
  }
`;

const Lock = styled.div`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${tokens.page};
  color: ${tokens.primary};
`;

const Action = styled(PrimaryButton)`
  width: auto;
  margin-top: 8px;
`;

/**
 * A page the plan lacks, inside an embed: the lock, what the feature is (its promotion's
 * title and subtitle), the upgrade sentence and the upgrade path of
 * the gating decision — the partner's purchase, which opens the page once bought, or contact sales.
 */
export function LockedFeaturePage({ control, from }: LockedFeaturePageProps) {
  const runtime = useAdlensRuntime();
  const navigate = useNavigate();
  const purchase = usePartnerPurchase();
  const decision = decideControl(control, usePackageGating());
  const [contactOpen, setContactOpen] = useState(false);
  const open = decision.state === 'shown';

  // Bought meanwhile (here, or in another tab followed by the host's refreshSession): open the page.
  useEffect(() => {
    if (open && from) void navigate({ href: from, replace: true });
  }, [open, from, navigate]);

  const restricted = decision.state === 'restricted' ? decision : undefined;
  const promotion = restricted?.promotion ? promotionContent[restricted.promotion] : undefined;
  const title = promotion?.title ?? 'This page';
  const productId = restricted?.upgrade === 'partner-purchase' ? restricted.productId : undefined;

  return (
    <Panel aria-labelledby="locked-feature-title" data-locked-control={control}>
      <Lock>
        <LockIcon size={28} title="Locked" />
      </Lock>
      <h1 id="locked-feature-title">{title} is not part of your plan</h1>
      {promotion && <p>{promotion.subtitle}.</p>}
      <p>{restricted?.message ?? NEXT_PACKAGE}.</p>
      {productId !== undefined && purchase ? (
        <Action type="button" onClick={() => purchase.unlockPage(productId, from ?? '/ad-intelligence')}>
          Upgrade now
        </Action>
      ) : restricted?.upgrade === 'contact-account-manager' ? (
        <p>Contact your account manager to upgrade it.</p>
      ) : (
        <Action type="button" onClick={() => setContactOpen(true)}>
          Contact sales
        </Action>
      )}
      <TextLink to="/ad-intelligence">Go back to home page</TextLink>
      <ContactSalesDialog
        open={contactOpen}
        onSend={(message) => runtime.client.contactSales({ message, topic: restricted?.promotion ?? 'packageUpgrade' })}
        onClose={() => setContactOpen(false)}
      />
    </Panel>
  );
}
