-- Visitors by day (issue 23): one row per anonymous visitor and UTC day with a page view, whether
-- the visitor was given a pool link or the default one (displays alone miss everyone who came
-- while the pool was empty). At most one row per visitor and day; pruned by the hourly cron after
-- the raw-event window.
CREATE TABLE `visitor_days` (
	`day` text NOT NULL,
	`visitor_id` text NOT NULL,
	PRIMARY KEY(`day`, `visitor_id`)
) WITHOUT ROWID;
