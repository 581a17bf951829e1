import { SLOT_LEVELS, type SlotLevel } from "~/domain/site/income-plan";
import { useI18n } from "./i18n-provider";
import { JoinLink } from "./referral";
import { Tabs } from "./tabs";
import { useFormat } from "./use-format";

export function SlotFigures({ level }: { level: SlotLevel }) {
  const { t } = useI18n();
  const { usd } = useFormat();
  const rows: [string, string][] = [
    [t("slots.cost"), usd(level.cost)],
    [t("slots.directIncome"), usd(level.directIncome)],
    [t("slots.levelIncome"), usd(level.levelIncomePerMember)],
    [t("slots.globalIncome"), usd(level.globalIncomePerCycle)],
  ];
  return (
    // Row styles set once on the list: the home page shows forty of these rows.
    <dl className="divide-y divide-slate-100 text-sm *:flex *:items-center *:justify-between *:gap-4 *:py-2 [&_dd]:font-semibold [&_dd]:text-slate-900 [&_dd]:tabular-nums [&_dt]:text-slate-600">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function useSlotName() {
  const { t } = useI18n();
  const { number } = useFormat();
  return (level: SlotLevel) => t("slots.levelName", { stars: number(level.id) });
}

/** The slot system with ten tabs, one per level (home page). */
export function SlotTabs() {
  const { t } = useI18n();
  const slotName = useSlotName();
  return (
    <Tabs
      param="slot"
      label={t("general.tabs.label", { name: t("homepage.slots.title") })}
      items={SLOT_LEVELS.map((level) => ({
        id: String(level.id),
        label: slotName(level),
        panel: (
          <div
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            data-testid={`slot-panel-${level.id}`}
          >
            <h3 className="text-lg font-semibold">{slotName(level)}</h3>
            <SlotFigures level={level} />
            <div className="mt-4">
              <JoinLink>{t("slots.activate")}</JoinLink>
            </div>
          </div>
        ),
      }))}
    />
  );
}
