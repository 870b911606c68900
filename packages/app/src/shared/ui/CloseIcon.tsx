export interface CloseIconProps {
  size?: number;
}

/** A decorative cross; the button around it carries the label. */
export function CloseIcon({ size = 16 }: CloseIconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M18.3 5.71 12 12.01l-6.3-6.3-1.41 1.41 6.3 6.3-6.3 6.29 1.41 1.42 6.3-6.3 6.29 6.3 1.42-1.42-6.3-6.29 6.3-6.3z"
      />
    </svg>
  );
}
