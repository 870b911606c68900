import DOMPurify from 'dompurify';

/**
 * Sanitizes a promotion's HTML message with DOMPurify (no scripts, event handlers or `javascript:`
 * URLs). Without a DOM (server rendering) DOMPurify cannot work, so every tag is dropped instead.
 */
export function sanitizePromotionHtml(html: string): string {
  if (!DOMPurify.isSupported) return html.replace(/<[^>]*>/g, '');
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
