-- Translation history (issue 21): every stored text that is replaced or removed is kept, with who
-- wrote it and when, so the Translation Manager can show a key's earlier texts and restore one.
-- Triggers write it, so every path that changes a text (typing, import, machine translation,
-- review) is covered in the same statement, and nothing can skip it. At most 20 earlier texts are
-- kept per language and key.
CREATE TABLE `translation_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`language` text NOT NULL,
	`key` text NOT NULL,
	`text` text NOT NULL,
	`source` text NOT NULL,
	`reviewed` integer NOT NULL,
	`written_by` integer,
	`written_at` integer NOT NULL,
	`replaced_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `translation_history_key_idx` ON `translation_history` (`language`,`key`,`id`);
--> statement-breakpoint
CREATE TRIGGER `translation_history_on_update` AFTER UPDATE OF `text` ON `translation_overrides`
WHEN old.text IS NOT new.text
BEGIN
  INSERT INTO translation_history (language, key, text, source, reviewed, written_by, written_at)
  VALUES (old.language, old.key, old.text, old.source, old.reviewed, old.updated_by, old.updated_at);
  DELETE FROM translation_history WHERE language = old.language AND key = old.key AND id <= (
    SELECT id FROM translation_history WHERE language = old.language AND key = old.key
    ORDER BY id DESC LIMIT 1 OFFSET 20);
END;
--> statement-breakpoint
CREATE TRIGGER `translation_history_on_delete` AFTER DELETE ON `translation_overrides`
BEGIN
  INSERT INTO translation_history (language, key, text, source, reviewed, written_by, written_at)
  VALUES (old.language, old.key, old.text, old.source, old.reviewed, old.updated_by, old.updated_at);
  DELETE FROM translation_history WHERE language = old.language AND key = old.key AND id <= (
    SELECT id FROM translation_history WHERE language = old.language AND key = old.key
    ORDER BY id DESC LIMIT 1 OFFSET 20);
END;
