-- Testimonials and earnings proofs get a language (issue 21): each language's home page showed the
-- same, usually English, texts. "all" (every existing row) shows in every language; a visitor
-- sees those of their language first.
ALTER TABLE `testimonials` ADD `language` text DEFAULT 'all' NOT NULL;
--> statement-breakpoint
ALTER TABLE `earnings_proof` ADD `language` text DEFAULT 'all' NOT NULL;
