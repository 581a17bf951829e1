-- The roll-up's per-link first-visit-of-the-day test (issue 16, app/data/analytics.ts) looks up a
-- visitor's earlier displays of one link on one day. With only (visitor_id, created_at) SQLite
-- chose (referral_link_id, created_at) instead and read every event of the link that day for
-- each display rolled up: at 27,000 events a day that statement took seconds per batch of 5,000
-- (the scale benchmark, tests/bench/analytics-scale.ts, decision 0015). This index serves it, the
-- display de-duplication (visitor, link, page, time) and the site-wide test (visitor, day), so it
-- replaces the old one: no extra index to write on each page view.
CREATE INDEX `referral_link_logs_visitor_link_idx` ON `referral_link_logs` (`visitor_id`,`referral_link_id`,`created_at`);
--> statement-breakpoint
DROP INDEX `referral_link_logs_visitor_idx`;
