-- Partner entitlements
-- (docs/decisions/embeds-and-bridge.md#partner-entitlements-sessions-and-purchases): an SEO-suite
-- user's package follows the products in their latest partner token, so it is the user's own,
-- overriding the per-partner customer's package. Null for everyone else: they use their customer's
-- package.

ALTER TABLE users ADD COLUMN package_id bigint REFERENCES packages (id);
