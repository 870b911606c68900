import { toDomainWording } from '@adlens/core';
import { use } from 'react';
import { styled } from 'styled-components';
import { AdlensRuntimeContext } from '../runtime/AdlensRuntimeContext.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { SecondaryButton } from '../ui/SecondaryButton.ts';
import { PrimaryButton } from '../ui/formStyles.ts';
import { tokens } from '../ui/tokens.ts';
import { sanitizePromotionHtml } from './sanitizePromotionHtml.ts';

/** The promotion dialog is 800 px wide. */
export const PROMOTION_DIALOG_WIDTH = 800;

interface PromotionDialogResult {
  /** True when the user pressed the submit button (and no `onAction` was supplied). */
  submitted: boolean;
}

export interface PromotionDialogProps {
  open: boolean;
  title: string;
  subtitle?: string;
  /** HTML message; sanitized with DOMPurify before rendering. */
  messageHtml: string;
  /** A badge above the title, e.g. 'Enterprise+ Package'. */
  badge?: string;
  imageUrl?: string;
  /** Alternative text of the image; empty (decorative) by default. */
  imageAlt?: string;
  /** Show the submit button (default true). */
  showSubmit?: boolean;
  /** Submit button text (default 'Contact sales'). */
  submitText?: string;
  /** Runs instead of closing with `{ submitted: true }` when the submit button is pressed. */
  onAction?: () => void;
  /** Closing: `{ submitted: true }` from the submit button, `{ submitted: false }` from Close or Escape. */
  onClose: (result: PromotionDialogResult) => void;
}

const Badge = styled.p`
  display: inline-block;
  margin: 0 0 12px;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${tokens.primary};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 600;
`;

const Body = styled.div`
  display: flex;
  gap: 24px;
  align-items: flex-start;

  @media (width <= 640px) {
    flex-direction: column;
  }
`;

const Message = styled.div`
  flex: 1;
  line-height: 1.5;

  p {
    margin: 0 0 12px;
  }

  ul {
    margin: 0 0 12px;
    padding-left: 20px;
  }
`;

const Image = styled.img`
  flex: none;
  width: min(360px, 100%);
  height: auto;
  border-radius: ${tokens.radius};
`;

const Submit = styled(PrimaryButton)`
  width: auto;
`;

/**
 * The promotion / upgrade dialog: title, subtitle, sanitized HTML
 * message, optional image and an optional submit button ('Contact sales' by default).
 */
const keep = (text: string) => text;

export function PromotionDialog({
  open,
  title,
  subtitle,
  messageHtml,
  badge,
  imageUrl,
  imageAlt = '',
  showSubmit = true,
  submitText = 'Contact sales',
  onAction,
  onClose,
}: PromotionDialogProps) {
  const submit = () => {
    if (onAction) onAction();
    else onClose({ submitted: true });
  };
  // In 'en-winmo' (the sales tool) Advertiser reads Domain, in promotions
  // too. Read from the runtime when there is one, so the dialog also works on its own.
  const wording = use(AdlensRuntimeContext)?.config.language === 'en-winmo' ? toDomainWording : keep;

  return (
    <Dialog
      open={open}
      width={PROMOTION_DIALOG_WIDTH}
      onClose={() => onClose({ submitted: false })}
      title={wording(title)}
      description={subtitle === undefined ? undefined : wording(subtitle)}
      actions={
        <>
          <SecondaryButton type="button" onClick={() => onClose({ submitted: false })}>
            Close
          </SecondaryButton>
          {showSubmit && (
            <Submit type="button" onClick={submit}>
              {submitText}
            </Submit>
          )}
        </>
      }
    >
      {badge && <Badge>{wording(badge)}</Badge>}
      <Body>
        <Message dangerouslySetInnerHTML={{ __html: sanitizePromotionHtml(wording(messageHtml)) }} />
        {imageUrl && <Image src={imageUrl} alt={imageAlt} />}
      </Body>
    </Dialog>
  );
}
