import { env } from "cloudflare:workers";
import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { is } from "drizzle-orm";
import { SQLiteTable as SQLiteTableClass } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as schema from "~/data/schema";

const tables: SQLiteTable[] = Object.values(schema).filter((v) => is(v, SQLiteTableClass));

describe("migrations", () => {
  it("cover every table the app needs", () => {
    const names = tables.map((t) => getTableConfig(t).name).sort();
    expect(names).toEqual(
      [
        "added_languages",
        "admin_sessions",
        "admin_users",
        "admin_recovery_codes",
        "admin_account_links",
        "analytics_facets",
        "analytics_daily_visitors",
        "analytics_rollup_state",
        "assistant_miss_counts",
        "assistant_missed_questions",
        "audit_log",
        "campaign_recipients",
        "campaign_translations",
        "earnings_proof",
        "email_campaigns",
        "email_contacts",
        "email_sequences",
        "email_delivery_events",
        "email_templates",
        "login_attempts",
        "member_sessions",
        "member_sign_in_links",
        "members",
        "outbox_emails",
        "presentations",
        "referral_display_budgets",
        "referral_link_logs",
        "referral_links",
        "sequence_enrolments",
        "sequence_sends",
        "sequence_step_texts",
        "sequence_steps",
        "site_settings",
        "testimonials",
        "translation_overrides",
        "translation_history",
        "videos",
        "visitor_days",
      ].sort(),
    );
  });

  it.each(tables.map((t) => [getTableConfig(t).name, t] as const))(
    "create table %s with every column and index of the drizzle schema",
    async (name, table) => {
      const config = getTableConfig(table);
      const { results: columns } = await env.DB.prepare(`PRAGMA table_info(${name})`).all<{
        name: string;
        notnull: number;
        pk: number;
      }>();
      expect(columns.length, `table ${name} exists`).toBeGreaterThan(0);
      const byName = new Map(columns.map((c) => [c.name, c]));
      for (const column of config.columns) {
        const actual = byName.get(column.name);
        expect(actual, `${name}.${column.name}`).toBeDefined();
        expect(actual!.notnull === 1 || actual!.pk === 1, `${name}.${column.name} NOT NULL`).toBe(
          column.notNull,
        );
      }
      expect(columns.map((c) => c.name).sort()).toEqual(config.columns.map((c) => c.name).sort());

      const { results: indexes } = await env.DB.prepare(`PRAGMA index_list(${name})`).all<{
        name: string;
        unique: number;
      }>();
      for (const idx of config.indexes) {
        const found = indexes.find((i) => i.name === idx.config.name);
        expect(found, `index ${idx.config.name}`).toBeDefined();
        expect(found!.unique === 1).toBe(Boolean(idx.config.unique));
      }
    },
  );

  it("serve the rotator's hot query from an index", async () => {
    const { results } = await env.DB.prepare(
      "EXPLAIN QUERY PLAN SELECT id FROM referral_links WHERE is_active = 1 AND displays_left > 0",
    ).all<{ detail: string }>();
    expect(results.map((r) => r.detail).join(" ")).toContain("referral_links_available_idx");
  });

  it("refuse a second contact with the same email and a duplicate campaign recipient", async () => {
    const insertContact = (email: string, token: string) =>
      env.DB.prepare(
        "INSERT INTO email_contacts (name, email, consent_source, consent_at, unsubscribe_token) VALUES ('A', ?, 'test', 0, ?)",
      )
        .bind(email, token)
        .run();
    await insertContact("dup@example.com", "t1");
    await expect(insertContact("dup@example.com", "t2")).rejects.toThrow(/UNIQUE/);
  });
});
