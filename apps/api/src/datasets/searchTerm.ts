/**
 * What a global search looks for: the text as typed, and the name it
 * most likely means, the way people type names — "https://www.nike.com/", "Nike Inc.", "coca cola".
 * The client has already trimmed, lowercased and dropped quotes and percent signs; the server does it again, since any client may call it.
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

/**
 * Longer names keep enough trigrams for word similarity to forgive a slip ("spring colelction" is 0.8
 * of "Spring Collection"): swaps are looked for up to this length, a dozen index reads at most.
 */
const TRANSPOSITION_MAX_LENGTH = 12;

/**
 * The name with one slip of two keys undone — each pair of adjacent letters or digits swapped, as
 * "nkie" is "nike" and "adidsa" is "adidas" — the typo trigram similarity forgives least: it breaks
 * two or three of a short word's few trigrams ("adidsa" is closer to "kids.adidas.com" than to
 * "adidas.com"). Distinct, without the name itself; none for a name too short to tell a typo from
 * another word (`minLength`) or too long to have been typed.
 */
export function transpositionsOf(name: string, minLength: number): string[] {
  const letters = [...name];
  if (letters.length < minLength || letters.length > TRANSPOSITION_MAX_LENGTH) return [];
  const found = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i += 1) {
    const [a, b] = [letters[i]!, letters[i + 1]!];
    if (a === b || !/[\p{L}\p{N}]/u.test(a) || !/[\p{L}\p{N}]/u.test(b)) continue;
    found.add([...letters.slice(0, i), b, a, ...letters.slice(i + 2)].join(''));
  }
  found.delete(name);
  return [...found];
}
