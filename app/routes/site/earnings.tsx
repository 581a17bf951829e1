import type { Route } from "./+types/earnings";
import { EarningsDisclaimer } from "~/components/disclaimer";
import { useI18n } from "~/components/i18n-provider";
import { StickyCta } from "~/components/sticky-cta";
import { Tabs } from "~/components/tabs";
import { useFormat } from "~/components/use-format";
import {
  INCOME_TYPES,
  LEADERSHIP_DAILY_RATES,
  LEVEL_INCOME_DEPTH,
  RANK_TIERS,
  slotLevel,
  SLOT_LEVELS,
  type IncomeTypeId,
} from "~/domain/income-plan";
import type { MessageKey } from "~/i18n/dictionaries/en";
import { sitePageMeta } from "~/i18n/page-meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  sitePageMeta(matches, {
    path: "/earnings",
    titleKey: "earnings.title",
    descriptionKey: "general.meta.earningsDescription",
  });

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

export default function EarningsPage() {
  const { t } = useI18n();
  const { usd, percent, number } = useFormat();
  const panels: Record<IncomeTypeId, React.ReactNode> = {
    direct: (
      <Panel type="direct">
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {DIRECT_EXAMPLES.map((id) => {
            const s = slotLevel(id);
            return (
              <li key={id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
                {t("earnings.direct.example", { cost: usd(s.cost), income: usd(s.directIncome) })}
              </li>
            );
          })}
        </ul>
      </Panel>
    ),
    level: (
      <Panel type="level">
        <table className="mt-4 w-full text-sm">
          <thead>
            <tr className="text-start text-slate-600">
              <th scope="col" className="py-1 text-start">
                {t("slots.cost")}
              </th>
              <th scope="col" className="py-1 text-end">
                {t("earnings.level.perMember")}
              </th>
              <th scope="col" className="py-1 text-end">
                {t("earnings.level.total")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {SLOT_LEVELS.map((s) => (
              <tr key={s.id}>
                <td className="py-1 tabular-nums">{usd(s.cost)}</td>
                <td className="py-1 text-end tabular-nums">{usd(s.levelIncomePerMember)}</td>
                <td className="py-1 text-end tabular-nums">
                  {usd(s.levelIncomePerMember * LEVEL_INCOME_DEPTH)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>
    ),
    global: (
      <Panel type="global">
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {GLOBAL_EXAMPLES.map((id) => {
            const s = slotLevel(id);
            return (
              <li key={id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
                {t("earnings.global.example", {
                  cost: usd(s.cost),
                  income: usd(s.globalIncomePerCycle),
                })}
              </li>
            );
          })}
        </ul>
      </Panel>
    ),
    leadership: (
      <Panel type="leadership">
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm" data-testid="rank-table">
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className="py-2 text-start">
                  {t("earnings.leadership.rank")}
                </th>
                <th scope="col" className="py-2 text-end">
                  {t("earnings.leadership.slots")}
                </th>
                <th scope="col" className="py-2 text-end">
                  {t("earnings.leadership.daily")}
                </th>
                <th scope="col" className="py-2 text-end">
                  {t("earnings.leadership.max")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {RANK_TIERS.map((r) => (
                <tr key={r.id}>
                  <th scope="row" className="py-2 text-start font-medium">
                    {t(`earnings.rank.${r.id}` as MessageKey)}
                  </th>
                  <td className="py-2 text-end tabular-nums">{number(r.slots)}</td>
                  <td className="py-2 text-end tabular-nums">{usd(r.upTo)}</td>
                  <td className="py-2 text-end tabular-nums">{usd(r.max)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h3 className="mt-5 font-semibold">{t("earnings.leadership.conditionsTitle")}</h3>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {LEADERSHIP_DAILY_RATES.map((c) => (
            <li key={c.directs} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
              {t("earnings.leadership.condition", {
                count: number(c.directs),
                rate: percent(c.rate),
              })}
            </li>
          ))}
        </ul>
      </Panel>
    ),
    royalty: <Panel type="royalty" />,
    partner: <Panel type="partner" />,
  };

  return (
    <>
      <section className="mx-auto max-w-5xl px-4 py-12">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t("earnings.title")}
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("earnings.subtitle")}</p>
        <Tabs
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
