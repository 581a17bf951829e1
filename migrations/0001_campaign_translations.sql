CREATE TABLE `campaign_translations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`language` text NOT NULL,
	`source` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`note` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `email_campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `campaign_translations_unique_idx` ON `campaign_translations` (`campaign_id`,`language`);