import type { Route } from "./+types/earnings";
import { EarningsDisclaimer } from "~/components/disclaimer";
import { useI18n } from "~/components/i18n-provider";
import { PageTitle } from "~/components/section";
import { StickyCta } from "~/components/sticky-cta";
import { Tabs } from "~/components/tabs";
import { useFormat } from "~/components/use-format";
import { LEADERSHIP_DAILY_RATES, RANK_TIERS } from "~/domain/site/leadership";
import {
  INCOME_TYPES,
  LEVEL_INCOME_DEPTH,
  slotLevel,
  SLOT_LEVELS,
  type IncomeTypeId,
  type SlotLevel,
  type SlotLevelId,
} from "~/domain/site/income-plan";
import type { MessageKey } from "~/i18n/dictionaries/en";
import { sitePageMeta } from "~/i18n/page-meta";
import { pageTexts } from "~/server/i18n/page-messages.server";

export const meta: Route.MetaFunction = ({ matches }) => sitePageMeta(matches, "/earnings");

// The page's own texts (issue 34); the shell's come with the root's data.
export async function loader({ request, context }: Route.LoaderArgs) {
  return { texts: await pageTexts(request, context, "earnings") };
}

/** The examples the spec gives: $2, $10, $100 and $1600 slots; $2, $50, $400, $1600 for the pool. */
const DIRECT_EXAMPLES = [1, 3, 6, 10] as const;
const GLOBAL_EXAMPLES = [1, 5, 8, 10] as const;

function Panel({ type, children }: { type: IncomeTypeId; children?: React.ReactNode }) {
  const { t } = useI18n();
  return (
    <div
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid={`earnings-${type}`}
    >
      <h2 className="text-xl font-semibold">{t(`earnings.${type}.title` as MessageKey)}</h2>
      <p className="mt-2 text-slate-700">{t(`earnings.${type}.text` as MessageKey)}</p>
      {children}
    </div>
  );
}

/** Worked examples, two to a row on wider screens. */
function Examples({ items }: { items: { key: string | number; text: string }[] }) {
  return (
    <ul className="mt-4 grid gap-2 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.key} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
          {item.text}
        </li>
      ))}
    </ul>
  );
}

/** A table of figures: the first column names the row, the others are right-aligned amounts. */
function FigureTable({
  headers,
  rows,
  rowHeaders = false,
  testId,
}: {
  headers: string[];
  rows: { key: string | number; cells: React.ReactNode[] }[];
  rowHeaders?: boolean;
  testId?: string;
}) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-sm" data-testid={testId}>
        <thead>
          <tr className="text-slate-600">
            {headers.map((h, i) => (
              <th key={h} scope="col" className={`py-2 ${i === 0 ? "text-start" : "text-end"}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map(({ key, cells: [first, ...rest] }) => (
            <tr key={key}>
              {rowHeaders ? (
                <th scope="row" className="py-2 text-start font-medium">
                  {first}
                </th>
              ) : (
                <td className="py-2 tabular-nums">{first}</td>
              )}
              {rest.map((cell, i) => (
                <td key={i} className="py-2 text-end tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function EarningsPage() {
  const { t } = useI18n();
  const { usd, percent, number } = useFormat();
  /** Examples of an income a slot pays: "a <cost> slot pays <income>". */
  const slotExamples = (
    ids: readonly SlotLevelId[],
    message: "earnings.direct.example" | "earnings.global.example",
    income: (slot: SlotLevel) => number,
  ) =>
    ids.map((id) => {
      const s = slotLevel(id);
      return { key: id, text: t(message, { cost: usd(s.cost), income: usd(income(s)) }) };
    });
  const panels: Record<IncomeTypeId, React.ReactNode> = {
    direct: (
      <Panel type="direct">
        <Examples
          items={slotExamples(DIRECT_EXAMPLES, "earnings.direct.example", (s) => s.directIncome)}
        />
      </Panel>
    ),
    level: (
      <Panel type="level">
        <FigureTable
          headers={[t("slots.cost"), t("earnings.level.perMember"), t("earnings.level.total")]}
          rows={SLOT_LEVELS.map((s) => ({
            key: s.id,
            cells: [
              usd(s.cost),
              usd(s.levelIncomePerMember),
              usd(s.levelIncomePerMember * LEVEL_INCOME_DEPTH),
            ],
          }))}
        />
      </Panel>
    ),
    global: (
      <Panel type="global">
        <Examples
          items={slotExamples(
            GLOBAL_EXAMPLES,
            "earnings.global.example",
            (s) => s.globalIncomePerCycle,
          )}
        />
      </Panel>
    ),
    leadership: (
      <Panel type="leadership">
        <FigureTable
          testId="rank-table"
          rowHeaders
          headers={[
            t("earnings.leadership.rank"),
            t("earnings.leadership.slots"),
            t("earnings.leadership.daily"),
            t("earnings.leadership.max"),
          ]}
          rows={RANK_TIERS.map((r) => ({
            key: r.id,
            cells: [
              t(`earnings.rank.${r.id}` as MessageKey),
              number(r.slots),
              usd(r.upTo),
              usd(r.max),
            ],
          }))}
        />
        <h3 className="mt-5 font-semibold">{t("earnings.leadership.conditionsTitle")}</h3>
        <Examples
          items={LEADERSHIP_DAILY_RATES.map((c) => ({
            key: c.directs,
            text: t("earnings.leadership.condition", {
              count: number(c.directs),
              rate: percent(c.rate),
            }),
          }))}
        />
      </Panel>
    ),
    royalty: <Panel type="royalty" />,
    partner: <Panel type="partner" />,
  };

  return (
    <>
      <section className="mx-auto max-w-5xl px-4 py-12">
        <PageTitle>{t("earnings.title")}</PageTitle>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("earnings.subtitle")}</p>
        <Tabs
          // Every income type's section is in the page (found by search and in-page find, and
          // the Translation Manager's "where a key appears" points here).
          renderHidden
          className="mt-8"
          label={t("general.tabs.label", { name: t("earnings.title") })}
          items={INCOME_TYPES.map((type) => ({
            id: type,
            label: t(`earnings.tab.${type}` as MessageKey),
            panel: panels[type],
          }))}
        />
      </section>
      <EarningsDisclaimer />
      <StickyCta />
    </>
  );
}
