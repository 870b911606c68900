import { escapeXml } from './escapeXml.ts';

/** The first letter or digit of a domain or name, upper-cased ('?' when there is none). */
export function tileLetter(text: string): string {
  return (/[\p{L}\p{N}]/u.exec(text)?.[0] ?? '?').toUpperCase();
}

/**
 * A favicon as a coloured, rounded letter tile (Data — media are deterministic SVGs,
 * there is no internet here). `label` becomes the accessible name.
 */
export function faviconSvg(options: { label: string; color: string }): string {
  const label = escapeXml(options.label);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<rect width="64" height="64" rx="14" fill="${escapeXml(options.color)}"/>`,
    `<text x="32" y="33" text-anchor="middle" dominant-baseline="central" fill="#fff" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="36" font-weight="700">${escapeXml(tileLetter(options.label))}</text>`,
    '</svg>',
  ].join('');
}
