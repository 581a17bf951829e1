-- Demo content for a local checkout: EXAMPLE DATA ONLY (example.com links, no real people).
-- Idempotent: each block only writes into an empty table or a missing key.

INSERT INTO referral_links (link, description, is_active, display_limit, displays_left)
SELECT 'https://example.com/register?ref=demo-alpha', 'Example link A (demo data)', 1, 10, 10
WHERE NOT EXISTS (SELECT 1 FROM referral_links);
INSERT INTO referral_links (link, description, is_active, display_limit, displays_left)
SELECT 'https://example.com/register?ref=demo-bravo', 'Example link B (demo data)', 1, 10, 10
WHERE (SELECT count(*) FROM referral_links) = 1;
INSERT INTO referral_links (link, description, is_active, display_limit, displays_left)
SELECT 'https://example.com/register?ref=demo-charlie', 'Example link C (demo data, inactive)', 0, 5, 5
WHERE (SELECT count(*) FROM referral_links) = 2;

INSERT OR IGNORE INTO site_settings (key, value) VALUES
  ('referralLink', '"https://example.com/register?ref=demo-default"'),
  ('senderName', '"Waymark (demo)"'),
  ('senderEmail', '"noreply@example.com"'),
  ('postalAddress', '"Example Street 1, 00000 Example City (demo address)"');
