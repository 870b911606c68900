import { type RefObject, useEffect, useRef } from 'react';

/**
 * Leaving the page does not drop a change still waiting for its save: on unmount, a pending save
 * (`timer` set) is cancelled and run at once, with the latest `save`.
 */
export function useSaveOnLeave(
  timer: RefObject<ReturnType<typeof setTimeout> | undefined>,
  save: () => Promise<void>,
): void {
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });
  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      void latestSave.current();
    },
    [timer],
  );
}
