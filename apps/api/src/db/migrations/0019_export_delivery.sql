-- When the owner first fetched a READY export's file (issue 9; spec reports-data §4 "Pending
-- processing downloads in the initial list are resumed and auto-downloaded"): an export that finished
-- while its page was closed is saved on the next page load, once.

ALTER TABLE export_jobs ADD COLUMN delivered_at timestamptz;
