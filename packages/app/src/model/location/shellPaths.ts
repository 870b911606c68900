/** The routes the shell links to (absolute; docs/product/access-and-sessions.md#routes). */
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
  /**
   * The customer's users, for admins
   * (docs/decisions/settings-and-notifications.md#account-settings-and-the-notification-bar).
   */
  settingsAccount: '/ad-intelligence/settings/account',
} as const;
