/** The crown of a premium option (a trial search); decorative, the option's description says it. */
export function CrownIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="12" height="12" viewBox="0 0 12 12" fill="currentColor">
      <path d="M1 3.5 3.6 6 6 2l2.4 4L11 3.5 10 9.5H2L1 3.5Zm1.2 7h7.6v1H2.2v-1Z" />
    </svg>
  );
}
