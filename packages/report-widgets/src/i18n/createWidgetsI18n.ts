import { DICTIONARIES, type Language, toDomainWording } from '@adlens/core';
import { type i18n as I18n, createInstance } from 'i18next';
import { widgetTexts } from './widgetTexts.ts';

/** A tree of interface texts, as widgetTexts. */
export type TextTree = { readonly [key: string]: string | TextTree };
type Tree = TextTree;

/** Text bundles registered by widget families loaded later (registerWidgetTexts), in order. */
const bundles: Tree[] = [];
/** The providers' instances, so a bundle loaded while they live reaches them (weakly held). */
const instances = new Set<WeakRef<I18n>>();

function mapStrings(tree: Tree, map: (text: string) => string): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? map(value) : mapStrings(value, map)]),
  );
}

function mergeTrees(under: Tree, over: Tree): Tree {
  const out: Record<string, string | Tree> = { ...under };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = typeof current === 'object' && typeof value === 'object' ? mergeTrees(current, value) : value;
  }
  return out;
}

/**
 * The resources of one language: core's dictionary over the widget texts (see widgetTexts.ts) and
 * the bundles registered so far.
 */
export function widgetResources(language: Language): Tree {
  const texts = bundles.reduce(mergeTrees, widgetTexts as Tree);
  return mergeTrees(language === 'en-winmo' ? mapStrings(texts, toDomainWording) : texts, DICTIONARIES[language]);
}

/**
 * Adds the texts of a widget family whose code loads on demand (WidgetDefinition.textBundle), so
 * its texts load with it rather than with every page. Providers created before get them
 * too. Registering the same bundle again does nothing.
 */
export function registerWidgetTexts(bundle: TextTree): void {
  if (bundles.includes(bundle)) return;
  bundles.push(bundle);
  for (const ref of instances) {
    const instance = ref.deref();
    if (!instance) {
      instances.delete(ref);
      continue;
    }
    for (const language of Object.keys(instance.options.resources ?? {}) as Language[]) {
      instance.addResourceBundle(language, 'translation', widgetResources(language), true, true);
    }
  }
}

/**
 * A private i18next instance for one <AdlensWidgetsProvider>. Never the global `i18next` singleton:
 * a host app may run its own i18next, and two providers on one page may show two languages.
 */
export function createWidgetsI18n(language: Language): I18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    resources: {
      en: { translation: widgetResources('en') },
      [language]: { translation: widgetResources(language) },
    },
    // Resources are in memory: initialise synchronously so the first render is already translated.
    initAsync: false,
    // React escapes text itself.
    interpolation: { escapeValue: false },
  });
  instances.add(new WeakRef(instance));
  return instance;
}
