/** Class names ad blockers' cosmetic filters hide. */
const BAIT_CLASSES = 'adsbox ad-banner adsbygoogle pub_300x250 text-ad';

/**
 * Detects an ad blocker with a bait element: blockers hide it (display/visibility) or collapse it
 * (offsetHeight 0). The collapse test only counts where there is layout at all (jsdom has none).
 */
export function detectAdblock(doc: Document = document): boolean {
  const bait = doc.createElement('div');
  bait.className = BAIT_CLASSES;
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:absolute;left:-9999px;top:-9999px;width:1px;height:10px;';
  bait.innerHTML = '&nbsp;';
  doc.body.appendChild(bait);
  try {
    const style = doc.defaultView?.getComputedStyle(bait);
    if (style && (style.display === 'none' || style.visibility === 'hidden')) return true;
    const hasLayout = doc.body.offsetHeight > 0 || doc.documentElement.offsetHeight > 0;
    return hasLayout && bait.offsetHeight === 0;
  } finally {
    bait.remove();
  }
}
