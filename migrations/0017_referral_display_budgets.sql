-- Per-client budgets of referral displays (decision 0014, 2026-11-26): how many displays one
-- client (an IPv4 address or IPv6 /64) took from the pool by viewing pages ('view') or forcing a
-- new link ('refresh') in the window that ends at window_end (ms since the epoch). Counted in the
-- same D1 batch that takes the display, so a budget is charged only for a display really taken.
-- Rows of windows that are over are deleted by the hourly cron. WITHOUT ROWID: the key is the
-- table's order.
CREATE TABLE `referral_display_budgets` (
	`client` text NOT NULL,
	`kind` text NOT NULL CHECK (`kind` IN ('view', 'refresh')),
	`window_end` integer NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY (`client`, `kind`, `window_end`)
) WITHOUT ROWID;
CREATE INDEX `referral_display_budgets_end_idx` ON `referral_display_budgets` (`window_end`);
