/**
 * Filter menu: channel, country and period entries are selectable only if
 * neither disabled nor restricted (a restricted one shows the package-limit message instead).
 */
export function isSelectableOption(option: { disabled: boolean; restricted: boolean }): boolean {
  return !option.disabled && !option.restricted;
}
