-- Account settings
-- (docs/decisions/settings-and-notifications.md#account-settings-and-the-notification-bar): an admin
-- deactivates a user of their customer. The row stays (their favourites, dashboards and access logs
-- keep their owner); sign-in, token exchange, password recovery and activation links refuse a user
-- with deactivated_at set.
ALTER TABLE users ADD COLUMN deactivated_at timestamptz;
