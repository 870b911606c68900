/** spec access-shell-plans §1, §2.4: the white-label footer. */
export interface AdlensFooterConfig {
  /** Copyright line; `{year}` is replaced with the current year. */
  copyright: string;
  logoUrl?: string;
  /** Alternative text of the logo; the brand name when omitted. */
  logoAlt?: string;
}
