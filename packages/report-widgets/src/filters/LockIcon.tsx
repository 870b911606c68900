/** The padlock of a restricted option; decorative, the option is described as locked in words. */
export function LockIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="12" height="12" viewBox="0 0 12 12" fill="currentColor">
      <path d="M3 5V3.5a3 3 0 0 1 6 0V5h.5A.5.5 0 0 1 10 5.5v5a.5.5 0 0 1-.5.5h-7a.5.5 0 0 1-.5-.5v-5A.5.5 0 0 1 2.5 5H3Zm1.2 0h3.6V3.5a1.8 1.8 0 0 0-3.6 0V5Z" />
    </svg>
  );
}
