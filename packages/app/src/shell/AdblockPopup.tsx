import { useEffect, useState } from 'react';
import { Dialog } from '../shared/ui/Dialog.tsx';
import { SecondaryButton } from '../shared/ui/SecondaryButton.ts';
import { ADBLOCK_CHECK_DELAY_MS, adblockPopupDue, readAdblockShownAt, recordAdblockShown } from './adblockSchedule.ts';
import { detectAdblock } from './detectAdblock.ts';

export interface AdblockPopupProps {
  /** Where the last showing is kept; `localStorage` by default. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Test seam: the clock (epoch ms). */
  now?: () => number;
  /** Test seam: the ad-blocker check. */
  detect?: () => boolean;
  delayMs?: number;
}

function defaultStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * 1 s after start, if an ad blocker is on and the popup has not
 * shown in the last 30 days, 'We noticed you are using AdBlock' with a Close button.
 */
export function AdblockPopup({
  storage,
  now = Date.now,
  detect = detectAdblock,
  delayMs = ADBLOCK_CHECK_DELAY_MS,
}: AdblockPopupProps) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const store = storage === undefined ? defaultStorage() : storage;
    const timer = setTimeout(() => {
      if (!adblockPopupDue(readAdblockShownAt(store), now()) || !detect()) return;
      recordAdblockShown(store, now());
      setOpen(true);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [storage, now, detect, delayMs]);

  const close = () => setOpen(false);
  return (
    <Dialog
      open={open}
      onClose={close}
      title="We noticed you are using AdBlock"
      description="Some parts of the application, such as ad previews, may not work while it is on. Please disable AdBlock for this site and reload the page."
      actions={
        <SecondaryButton type="button" onClick={close}>
          Close
        </SecondaryButton>
      }
    />
  );
}
