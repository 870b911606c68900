import { DICTIONARIES, type Language, toDomainWording } from '@adlens/core';
import { type i18n as I18n, createInstance } from 'i18next';
import { widgetTexts } from './widgetTexts.ts';

type Tree = { readonly [key: string]: string | Tree };

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

/** The resources of one language: core's dictionary over the widget texts (see widgetTexts.ts). */
export function widgetResources(language: Language): Tree {
  const texts = language === 'en-winmo' ? mapStrings(widgetTexts, toDomainWording) : widgetTexts;
  return mergeTrees(texts, DICTIONARIES[language]);
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
  return instance;
}
