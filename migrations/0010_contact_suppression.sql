-- Suppression list (issue 20): a contact whose address bounced hard, soft-bounced too often in a
-- row, or complained is never mailed again until an admin lifts it. Webhook event ids (and bounce
-- reports' ids) already processed, kept for a bounded time, make every event count once.
ALTER TABLE `email_contacts` ADD `suppressed` text;--> statement-breakpoint
ALTER TABLE `email_contacts` ADD `suppressed_at` integer;--> statement-breakpoint
ALTER TABLE `email_contacts` ADD `suppression_reason` text;--> statement-breakpoint
ALTER TABLE `email_contacts` ADD `soft_bounces` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `email_contacts_suppressed_idx` ON `email_contacts` (`suppressed`,`email`);--> statement-breakpoint
CREATE INDEX `email_contacts_language_idx` ON `email_contacts` (`language`,`email`);--> statement-breakpoint
CREATE INDEX `campaign_recipients_message_idx` ON `campaign_recipients` (`message_id`);--> statement-breakpoint
CREATE INDEX `campaign_recipients_contact_idx` ON `campaign_recipients` (`contact_id`,`status`);--> statement-breakpoint
CREATE TABLE `email_delivery_events` (
	`id` text PRIMARY KEY NOT NULL,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `email_delivery_events_received_idx` ON `email_delivery_events` (`received_at`);
