/** The load of each tool script this module added. */
const loads = new WeakMap<Element, Promise<void>>();

/**
 * Adds `<script async src>` for a third-party tool to the document's head once per name: while the
 * page holds that tool's script, a second call returns the first load. Resolves when the script has
 * loaded; rejects when it failed. `name` is one of this folder's tool names (plain words).
 */
export function loadScriptOnce(document: Document, name: string, src: string): Promise<void> {
  const present = document.head.querySelector(`script[data-adlens-script="${name}"]`);
  const existing = present && loads.get(present);
  if (existing) return existing;
  const element = document.createElement('script');
  element.async = true;
  element.src = src;
  element.dataset.adlensScript = name;
  const loaded = new Promise<void>((resolve, reject) => {
    element.addEventListener('load', () => resolve(), { once: true });
    element.addEventListener('error', () => reject(new Error(`Adlens: the ${name} script did not load`)), {
      once: true,
    });
  });
  loads.set(element, loaded);
  document.head.append(element);
  return loaded;
}
