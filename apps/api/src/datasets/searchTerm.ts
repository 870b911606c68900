/**
 * What a global search looks for (issue 22 "Find anything"): the text as typed, and the name it
 * most likely means, the way people type names — "https://www.nike.com/", "Nike Inc.", "coca cola".
 * The client has already trimmed, lowercased and dropped quotes and percent signs (spec
 * reports-data §5 "Search input"); the server does it again, since any client may call it.
 */
export interface SearchTerm {
  /** The text as typed, trimmed: found inside names and domains literally (LIKE wildcards escaped). */
  typed: string;
  /**
   * The name it stands for: lowercase, no scheme, `www.`, path or TLD-like suffix, no company form
   * (Inc, Corp, Ltd, …), punctuation as spaces. Empty when nothing of a name is left ('%', '_').
   */
  name: string;
}

/** Legal forms written after a company's name; dropped as whole trailing words. */
const COMPANY_FORMS = new Set([
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'ltd',
  'limited',
  'llc',
  'plc',
  'gmbh',
  'ag',
  'sa',
  'srl',
  'bv',
  'nv',
  'pty',
  'group',
  'holdings',
]);

/** A trailing `.com`, `.co.uk`, `.de`, `.io`, `.store`…: the end of a domain, not of a name. */
const TLD_SUFFIX = /\.(?:(?:co|com|org|net|gov|ac|edu)\.[a-z]{2}|[a-z]{2,6})$/;

export function searchTermOf(raw: string): SearchTerm {
  const typed = raw.trim().replace(/\s+/g, ' ');
  let text = typed.toLowerCase().replace(/["'`\u2018\u2019\u201C\u201D%]/g, '');
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^www\d*\./, '');
  // A domain (one word with a dot): its path, TLD-like suffix and subdomains go — "nike.com/us" and
  // "store.nike.com" are "nike".
  if (!text.includes(' ') && /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/.*)?$/.test(text)) {
    text = text.replace(/\/.*$/, '').replace(TLD_SUFFIX, '');
    text = text.split('.').at(-1)!;
  }
  const words = text
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  while (words.length > 1 && COMPANY_FORMS.has(words.at(-1)!)) words.pop();
  return { typed, name: words.join(' ') };
}
