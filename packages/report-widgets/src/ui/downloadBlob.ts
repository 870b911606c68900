/**
 * Saves a file the app made or fetched: a hidden
 * `<a download>` with an object URL, clicked and removed, the URL revoked once the browser has taken
 * the file. Every download of the app goes through here.
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  link.rel = 'noopener';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The click starts the download synchronously; revoking on the next task leaves it the URL.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
