-- A link's stats dialog counts from the aggregates (raw events are pruned after the retention
-- window, issue 16). "Clear logs" no longer deletes raw events (the roll-up still needs them); it
-- records when the log was cleared and the totals at that moment, which the dialog subtracts.
ALTER TABLE `referral_links` ADD `stats_cleared_at` integer;
--> statement-breakpoint
ALTER TABLE `referral_links` ADD `stats_base_displays` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `referral_links` ADD `stats_base_clicks` integer DEFAULT 0 NOT NULL;
