import { useState } from 'react';
import type { WidgetDefinition } from '../contract/widgetDefinition.ts';
import { type WidgetChoicesHost, sameChoices } from '../contract/widgetSavedChoices.ts';

/**
 * The widget's own choices (tab, sort, metric…). A report's widget starts from the user's saved
 * choices of its type, and saves each change of them; a saved dashboard widget starts from its own
 * options (`initialOptions`).
 */
export function useWidgetOptions<TType extends string, TData, TRow, TOptions>(
  definition: WidgetDefinition<TType, TData, TRow, TOptions>,
  initialOptions: TOptions | undefined,
  savedChoices: WidgetChoicesHost | undefined,
): [TOptions, (next: TOptions) => void] {
  const mapping = initialOptions === undefined && savedChoices ? definition.savedChoices : undefined;
  const [options, setOptionsState] = useState<TOptions>(
    () =>
      initialOptions ??
      (mapping && savedChoices
        ? mapping.apply(definition.defaultOptions, savedChoices.read(definition.type))
        : definition.defaultOptions),
  );
  const setOptions = (next: TOptions) => {
    if (mapping && savedChoices && !sameChoices(mapping.read(options), mapping.read(next)))
      savedChoices.save(definition.type, mapping.read(next));
    setOptionsState(next);
  };
  return [options, setOptions];
}
