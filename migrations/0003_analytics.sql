-- Funnel analytics (issue 16, docs/decisions/0015-analytics-storage-and-charts.md).
-- Raw events (referral_link_logs) gain the dimensions recorded from the request; they are kept
-- for a window and rolled up by the cron into daily aggregates kept for good.
ALTER TABLE `referral_link_logs` ADD `language` text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE `referral_link_logs` ADD `country` text DEFAULT 'unknown' NOT NULL;
--> statement-breakpoint
ALTER TABLE `referral_link_logs` ADD `device` text DEFAULT 'desktop' NOT NULL;
--> statement-breakpoint
ALTER TABLE `referral_link_logs` ADD `source` text DEFAULT 'direct' NOT NULL;
--> statement-breakpoint
CREATE INDEX `referral_link_logs_visitor_idx` ON `referral_link_logs` (`visitor_id`,`created_at`);
--> statement-breakpoint
CREATE TABLE `analytics_daily` (
	`day` text NOT NULL,
	`link_id` integer NOT NULL,
	`action` text NOT NULL,
	`page` text NOT NULL,
	`language` text NOT NULL,
	`country` text NOT NULL,
	`device` text NOT NULL,
	`source` text NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `analytics_daily_key_idx` ON `analytics_daily` (`day`,`link_id`,`action`,`page`,`language`,`country`,`device`,`source`);
--> statement-breakpoint
CREATE INDEX `analytics_daily_link_idx` ON `analytics_daily` (`link_id`,`day`);
--> statement-breakpoint
CREATE TABLE `analytics_daily_visitors` (
	`day` text NOT NULL,
	`link_id` integer NOT NULL,
	`visitors` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `analytics_daily_visitors_key_idx` ON `analytics_daily_visitors` (`day`,`link_id`);
--> statement-breakpoint
CREATE TABLE `analytics_rollup_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`last_event_id` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `analytics_rollup_state` (`id`, `last_event_id`) VALUES (1, 0);
