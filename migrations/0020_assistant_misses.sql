-- What the chat assistant could not answer (issue 33, 2026-11-27), so the operator sees which
-- topics need phrasings. assistant_miss_counts is a roll-up: one row per UTC day, language, kind
-- ('unanswered': the default answer, 'suggested': "not sure" with topic buttons) and topic (''
-- for the total of the kind, else one topic offered as a button), incremented in place, so it
-- stays small however many visitors ask; rows older than 180 days are deleted by the hourly cron.
-- WITHOUT ROWID: the key is the table's order.
CREATE TABLE `assistant_miss_counts` (
	`day` text NOT NULL,
	`language` text NOT NULL,
	`kind` text NOT NULL CHECK (`kind` IN ('unanswered', 'suggested')),
	`topic` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY (`day`, `language`, `kind`, `topic`)
) WITHOUT ROWID;
-- The visitors' own words, kept only while the operator has turned that on in Settings (at most
-- 300 characters each) and deleted by the hourly cron after the retention set there (at most 90
-- days), or all of them once the setting is off.
CREATE TABLE `assistant_missed_questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`language` text NOT NULL,
	`kind` text NOT NULL CHECK (`kind` IN ('unanswered', 'suggested')),
	`topics` text NOT NULL,
	`question` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
CREATE INDEX `assistant_missed_questions_created_idx` ON `assistant_missed_questions` (`created_at`);
CREATE INDEX `assistant_missed_questions_language_idx` ON `assistant_missed_questions` (`language`, `created_at`);
