-- Team accounts (issue 22): roles, TOTP second factor, recovery codes, invitation and reset links,
-- the device of each session. Existing administrators become owners.
ALTER TABLE `admin_users` ADD `role` text DEFAULT 'owner' NOT NULL;
--> statement-breakpoint
ALTER TABLE `admin_users` ADD `totp_secret` text;
--> statement-breakpoint
ALTER TABLE `admin_users` ADD `totp_enabled_at` integer;
--> statement-breakpoint
ALTER TABLE `admin_users` ADD `totp_last_step` integer;
--> statement-breakpoint
ALTER TABLE `admin_users` ADD `last_sign_in_at` integer;
--> statement-breakpoint
ALTER TABLE `admin_sessions` ADD `user_agent` text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE TABLE `admin_recovery_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admin_recovery_codes_user_code_idx` ON `admin_recovery_codes` (`user_id`,`code_hash`);
--> statement-breakpoint
CREATE TABLE `admin_account_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`token_hash` text NOT NULL,
	`email` text NOT NULL,
	`role` text,
	`user_id` integer,
	`created_by` integer,
	`client` text DEFAULT '' NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admin_account_links_token_idx` ON `admin_account_links` (`token_hash`);
--> statement-breakpoint
CREATE INDEX `admin_account_links_email_idx` ON `admin_account_links` (`kind`,`email`,`created_at`);
