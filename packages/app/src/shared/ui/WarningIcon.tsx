export interface WarningIconProps {
  size?: number;
}

/** A decorative warning triangle; the message next to it carries the meaning. */
export function WarningIcon({ size = 16 }: WarningIconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" />
    </svg>
  );
}
