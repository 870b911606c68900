-- When the owner first fetched a READY export's file (pending
-- downloads are resumed and downloaded when the app loads): an export that finished
-- while its page was closed is saved on the next page load, once.

ALTER TABLE export_jobs ADD COLUMN delivered_at timestamptz;
