/**
 * Points the document's tab icon at the white-label brand's icon (WhiteLabelBranding.iconUrl): the
 * page's own icon links are set aside and one to the brand's icon takes their place. Without a
 * brand icon the page keeps Adlens's (index.html). Returns what puts the page's links back.
 */
export function showBrandIcon(iconUrl: string | undefined, doc: Document = document): () => void {
  if (!iconUrl) return () => undefined;
  const own = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')];
  for (const link of own) link.remove();
  const brand = doc.createElement('link');
  brand.rel = 'icon';
  brand.href = iconUrl;
  doc.head.append(brand);
  return () => {
    brand.remove();
    doc.head.append(...own);
  };
}
