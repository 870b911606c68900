import { escapeXml } from './escapeXml.ts';
import { tileLetter } from './faviconSvg.ts';

export interface CreativeArt {
  width: number;
  height: number;
  type: string;
  domain: string;
  headline: string;
  color: string;
  durationSeconds: number | null;
}

interface TextOptions {
  x: number;
  y: number;
  size: number;
  content: string;
  fill?: string;
  bold?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  centered?: boolean;
  opacity?: number;
}

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
const VIDEO_TYPES = new Set(['VIDEO', 'SOCIAL_VIDEO']);
const n = (value: number) => Number(value.toFixed(1));

function text({ x, y, size, content, fill = '#fff', bold, anchor = 'start', centered, opacity }: TextOptions): string {
  const attributes = [
    `x="${n(x)}"`,
    `y="${n(y)}"`,
    `fill="${fill}"`,
    `font-family="${FONT}"`,
    `font-size="${n(size)}"`,
    bold ? 'font-weight="700"' : '',
    anchor !== 'start' ? `text-anchor="${anchor}"` : '',
    centered ? 'dominant-baseline="central"' : '',
    opacity !== undefined ? `opacity="${opacity}"` : '',
  ];
  return `<text ${attributes.filter(Boolean).join(' ')}>${content}</text>`;
}

function rect(x: number, y: number, width: number, height: number, radius: number, fill: string): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="${n(radius)}" fill="${fill}"/>`;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * A creative as a banner of its exact IAB size: the advertiser's colour, letter tile, headline
 * (campaign theme), domain, a call to action and an 'Ad' badge; video types get a play button and
 * their length. Wide formats (leaderboards, 320×50) lay out in one row, the rest stacked.
 */
export function creativeSvg(art: CreativeArt): string {
  const { width: w, height: h } = art;
  const unit = Math.min(w, h);
  const color = escapeXml(art.color);
  const headline = escapeXml(art.headline);
  const domain = escapeXml(art.domain);
  const letter = escapeXml(tileLetter(art.domain));
  const cta = art.type === 'SOCIAL_PROMOTED_ACCOUNT' ? 'Follow' : VIDEO_TYPES.has(art.type) ? 'Watch now' : 'Shop now';
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${headline} — ${domain}">`,
    `<title>${headline} — ${domain}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#g)"/>`,
  ];
  if (w / h >= 3) {
    const tile = h * 0.7;
    const pad = (h - tile) / 2;
    parts.push(
      rect(pad, pad, tile, tile, tile * 0.2, '#fff'),
      text({
        x: pad + tile / 2,
        y: h / 2,
        size: tile * 0.55,
        content: letter,
        fill: color,
        bold: true,
        anchor: 'middle',
        centered: true,
      }),
      text({ x: pad * 2 + tile, y: h * 0.45, size: h * 0.3, content: headline, bold: true }),
      text({ x: pad * 2 + tile, y: h * 0.8, size: h * 0.2, content: domain, opacity: 0.85 }),
      rect(w - h * 2.6 - pad, h * 0.25, h * 2.6, h * 0.5, h * 0.25, '#fff'),
      text({
        x: w - h * 1.3 - pad,
        y: h / 2,
        size: h * 0.22,
        content: cta,
        fill: color,
        bold: true,
        anchor: 'middle',
        centered: true,
      }),
    );
  } else {
    const tile = unit * 0.2;
    const pad = unit * 0.08;
    parts.push(
      rect(pad, pad, tile, tile, tile * 0.2, '#fff'),
      text({
        x: pad + tile / 2,
        y: pad + tile / 2,
        size: tile * 0.55,
        content: letter,
        fill: color,
        bold: true,
        anchor: 'middle',
        centered: true,
      }),
      text({ x: w / 2, y: h * 0.55, size: unit * 0.1, content: headline, bold: true, anchor: 'middle' }),
      text({ x: w / 2, y: h * 0.55 + unit * 0.1, size: unit * 0.06, content: domain, anchor: 'middle', opacity: 0.85 }),
      rect(w / 2 - unit * 0.25, h - pad - unit * 0.13, unit * 0.5, unit * 0.13, unit * 0.065, '#fff'),
      text({
        x: w / 2,
        y: h - pad - unit * 0.065,
        size: unit * 0.055,
        content: cta,
        fill: color,
        bold: true,
        anchor: 'middle',
        centered: true,
      }),
    );
    if (VIDEO_TYPES.has(art.type)) {
      const r = unit * 0.12;
      const cx = w / 2;
      const cy = h * 0.33;
      parts.push(
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-width="${n(r * 0.08)}"/>`,
        `<path d="M ${n(cx - r * 0.35)} ${n(cy - r * 0.5)} L ${n(cx + r * 0.55)} ${n(cy)} L ${n(cx - r * 0.35)} ${n(cy + r * 0.5)} Z" fill="#fff"/>`,
      );
      if (art.durationSeconds) {
        parts.push(text({ x: pad, y: h - pad, size: unit * 0.05, content: clock(art.durationSeconds), opacity: 0.9 }));
      }
    }
  }
  const badge = Math.max(10, unit * 0.08);
  parts.push(
    rect(w - badge * 1.9, 0, badge * 1.9, badge * 1.1, 0, '#fde047'),
    text({
      x: w - badge * 0.95,
      y: badge * 0.55,
      size: badge * 0.7,
      content: 'Ad',
      fill: '#111827',
      bold: true,
      anchor: 'middle',
      centered: true,
    }),
    '</svg>',
  );
  return parts.join('');
}
