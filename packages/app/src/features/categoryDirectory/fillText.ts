/** A dictionary text with its `{{name}}` placeholders filled (the dictionaries use i18next's form). */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** The `_one` or `_other` form of a counted text (English plural rule), filled with the count. */
export function countText(
  texts: { one: string; other: string },
  count: number,
  values: Record<string, string | number> = {},
): string {
  return fillText(count === 1 ? texts.one : texts.other, { count, ...values });
}
