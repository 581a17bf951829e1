-- Welcome sequences (issue 35): a series of emails a contact gets after a trigger, each step a
-- delay after the previous one, its text per language (English the fallback). A contact is in a
-- sequence once (unique contact and sequence); each enrolment and step has one ledger row in
-- sequence_sends (unique), which is what makes a step go exactly once. The due index serves the
-- cron's bounded "next due steps of this running sequence" read.
CREATE TABLE `email_sequences` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`trigger` text DEFAULT 'signup' NOT NULL,
	`window_start_hour` integer,
	`window_end_hour` integer,
	`site_origin` text,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sequence_steps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sequence_id` integer NOT NULL,
	`position` integer NOT NULL,
	`delay_hours` integer DEFAULT 0 NOT NULL,
	`only_if_not_joined` integer DEFAULT false NOT NULL,
	`languages` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`sequence_id`) REFERENCES `email_sequences`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sequence_steps_position_idx` ON `sequence_steps` (`sequence_id`,`position`);
--> statement-breakpoint
CREATE TABLE `sequence_step_texts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`step_id` integer NOT NULL,
	`language` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`step_id`) REFERENCES `sequence_steps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sequence_step_texts_unique_idx` ON `sequence_step_texts` (`step_id`,`language`);
--> statement-breakpoint
CREATE TABLE `sequence_enrolments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sequence_id` integer NOT NULL,
	`contact_id` integer NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`position` integer DEFAULT 1 NOT NULL,
	`next_due_at` integer,
	`stop_reason` text,
	`source` text NOT NULL,
	`sponsor` text,
	`joined_at` integer,
	`enrolled_at` integer NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`sequence_id`) REFERENCES `email_sequences`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contact_id`) REFERENCES `email_contacts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sequence_enrolments_unique_idx` ON `sequence_enrolments` (`contact_id`,`sequence_id`);
--> statement-breakpoint
CREATE INDEX `sequence_enrolments_due_idx` ON `sequence_enrolments` (`sequence_id`,`status`,`next_due_at`);
--> statement-breakpoint
CREATE TABLE `sequence_sends` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`enrolment_id` integer NOT NULL,
	`sequence_id` integer NOT NULL,
	`step_id` integer NOT NULL,
	`contact_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`due_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`message_id` text,
	`sent_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`enrolment_id`) REFERENCES `sequence_enrolments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`step_id`) REFERENCES `sequence_steps`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contact_id`) REFERENCES `email_contacts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sequence_sends_unique_idx` ON `sequence_sends` (`enrolment_id`,`step_id`);
--> statement-breakpoint
CREATE INDEX `sequence_sends_status_idx` ON `sequence_sends` (`status`,`id`);
--> statement-breakpoint
CREATE INDEX `sequence_sends_step_idx` ON `sequence_sends` (`step_id`,`status`);
--> statement-breakpoint
CREATE INDEX `sequence_sends_contact_idx` ON `sequence_sends` (`contact_id`,`id`);
