-- Scheduled campaigns (issue 20): a campaign can wait for a time (UTC ms) before the cron starts
-- it; its recipients are chosen when it starts. The statuses `scheduled` and `cancelled` need no
-- change to the column (text). The index serves the cron's "due now" UPDATE.
ALTER TABLE `email_campaigns` ADD `scheduled_at` integer;
--> statement-breakpoint
ALTER TABLE `email_campaigns` ADD `started_at` integer;
--> statement-breakpoint
ALTER TABLE `email_campaigns` ADD `site_origin` text;
--> statement-breakpoint
CREATE INDEX `email_campaigns_due_idx` ON `email_campaigns` (`status`,`scheduled_at`);
