/** spec access-shell-plans §2.1 route constants the shell links to (absolute). */
export const SHELL_PATHS = {
  start: '/ad-intelligence',
  category: '/ad-intelligence/category',
  brand: '/ad-intelligence/brand',
  domain: '/ad-intelligence/domain',
  advertiser: '/ad-intelligence/advertiser',
  publisher: '/ad-intelligence/publisher',
  campaign: '/ad-intelligence/campaign',
  keyword: '/ad-intelligence/keyword',
  demographics: '/audience/demographics',
  interest: '/audience/interest',
  dashboards: '/dashboards',
  settingsGeneral: '/ad-intelligence/settings/general',
  settingsEmailNotifications: '/ad-intelligence/settings/email-notifications',
  /** The customer's users, for admins (docs/decisions.md "Journey"). */
  settingsAccount: '/ad-intelligence/settings/account',
} as const;
