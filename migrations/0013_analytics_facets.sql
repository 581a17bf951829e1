-- Funnel analytics storage, second shape (issue 16, decision 0015): one aggregate row per
-- dimension's value instead of one per combination of all seven dimensions. The scale benchmark
-- showed analytics_daily growing with the events (0.53 rows per event, 800 MB a year at 10 M
-- events) and every site-wide read scanning all of its period's rows (130-320 ms for 30 days).
--
-- A row counts one action of one day for one value of one dimension (language, country, page,
-- device or source), over every link (link_id 0) or one link, over every source ('') or, for
-- all links only, one source (the analytics screen's source filter). Any one dimension's rows
-- sum to the totals, so the totals and the daily series read the smallest (device). WITHOUT
-- ROWID: the key is the table's order, so a breakdown is one range of the primary key and the
-- table has no second copy of its columns in an index.
CREATE TABLE `analytics_facets` (
	`dimension` text NOT NULL,
	`link_id` integer NOT NULL,
	`source` text NOT NULL,
	`day` text NOT NULL,
	`action` text NOT NULL,
	`value` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY (`dimension`, `link_id`, `source`, `day`, `action`, `value`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `analytics_facets` (`dimension`, `link_id`, `source`, `day`, `action`, `value`, `count`)
SELECT f.column1, CASE WHEN f.column2 THEN d.link_id ELSE 0 END,
  CASE WHEN f.column3 THEN d.source ELSE '' END, d.day, d.action,
  CASE f.column1 WHEN 'language' THEN d.language WHEN 'country' THEN d.country
    WHEN 'page' THEN d.page WHEN 'device' THEN d.device ELSE d.source END,
  sum(d.count)
FROM analytics_daily AS d CROSS JOIN (VALUES
  ('language', 1, 0), ('language', 0, 0), ('language', 0, 1),
  ('country', 1, 0), ('country', 0, 0), ('country', 0, 1),
  ('page', 1, 0), ('page', 0, 0), ('page', 0, 1),
  ('device', 1, 0), ('device', 0, 0), ('device', 0, 1),
  ('source', 1, 0), ('source', 0, 0)) AS f
WHERE true
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
DROP TABLE `analytics_daily`;
