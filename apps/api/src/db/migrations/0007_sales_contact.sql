-- Contact sales (the dialog's e-mail to sales): the reply-to address of
-- outbox mail, and the requests per user for the rate limit of POST /sales/contact.
ALTER TABLE mail_outbox ADD COLUMN reply_to text;

CREATE TABLE sales_contact_requests (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  topic text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sales_contact_requests_by_user ON sales_contact_requests (user_id, requested_at);
