-- Languages an owner adds in the Translation Manager (issue 21). The 22 built-in languages stay in
-- the code (app/i18n/languages.ts); an added one lives here, its texts in translation_overrides.
-- `code` is its BCP 47 tag in lower case, the first segment of its URLs (/pt-br/join). It starts
-- hidden (pages only for signed-in administrators) until it is published.
CREATE TABLE `added_languages` (
	`code` text PRIMARY KEY NOT NULL,
	`tag` text NOT NULL,
	`name` text NOT NULL,
	`native` text NOT NULL,
	`dir` text DEFAULT 'ltr' NOT NULL CHECK (`dir` IN ('ltr', 'rtl')),
	`published` integer DEFAULT 0 NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
