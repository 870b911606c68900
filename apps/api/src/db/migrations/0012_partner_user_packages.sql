-- Partner entitlements (issue 5; docs/decisions.md, SEO-suite entitlements): an SEO-suite user's
-- package follows the products in their latest partner token, so it is the user's own, overriding
-- the per-partner customer's package. Null for everyone else: they use their customer's package.

ALTER TABLE users ADD COLUMN package_id bigint REFERENCES packages (id);
