-- Members (issue 30): the people who share the guide, each with a personal code and one pool link
-- (a link already in the pool, or a new one that joins it). A removed member keeps their row, so
-- their history and code stay; their link leaves the pool. The code is stored lowercased and is
-- unique for good; the email and the link are unique among members not removed. Members sign in
-- with single-use 15-minute links (only the token's SHA-256 is stored) into sessions of their own,
-- apart from admin_sessions. Operations: app/server/members/.
CREATE TABLE `members` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`languages` text DEFAULT '[]' NOT NULL,
	`code` text NOT NULL COLLATE NOCASE,
	`status` text DEFAULT 'active' NOT NULL CHECK (`status` IN ('active', 'paused', 'removed')),
	`referral_link_id` integer REFERENCES `referral_links`(`id`) ON DELETE SET NULL,
	`pending_link` text,
	`pending_link_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`removed_at` integer
);
CREATE UNIQUE INDEX `members_code_idx` ON `members` (`code`);
CREATE UNIQUE INDEX `members_email_idx` ON `members` (`email`) WHERE status <> 'removed';
CREATE UNIQUE INDEX `members_link_idx` ON `members` (`referral_link_id`) WHERE status <> 'removed';

CREATE TABLE `member_sign_in_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL REFERENCES `members`(`id`) ON DELETE CASCADE,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
CREATE UNIQUE INDEX `member_sign_in_links_token_idx` ON `member_sign_in_links` (`token_hash`);
CREATE INDEX `member_sign_in_links_member_idx` ON `member_sign_in_links` (`member_id`, `created_at`);

CREATE TABLE `member_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`member_id` integer NOT NULL REFERENCES `members`(`id`) ON DELETE CASCADE,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer
);
CREATE INDEX `member_sessions_member_idx` ON `member_sessions` (`member_id`);
