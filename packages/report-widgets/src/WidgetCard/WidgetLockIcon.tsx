/** The padlock of a restricted widget; decorative, the message says what is locked. */
export function WidgetLockIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="28" height="28" viewBox="0 0 24 24" fill="currentColor">
      <path d="M6 10V7a6 6 0 1 1 12 0v3h1a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V11a1 1 0 0 1 1-1h1Zm2 0h8V7a4 4 0 1 0-8 0v3Zm4 3.5a1.5 1.5 0 0 0-.75 2.8V18h1.5v-1.7a1.5 1.5 0 0 0-.75-2.8Z" />
    </svg>
  );
}
