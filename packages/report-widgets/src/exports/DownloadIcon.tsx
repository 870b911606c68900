/** An arrow into a tray: the export and download buttons' icon. */
export function DownloadIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 1.5v8.5M4.5 6.5 8 10l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M2 11v3h12v-3" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
