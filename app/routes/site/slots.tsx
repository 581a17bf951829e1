import type { Route } from "./+types/slots";
import { EarningsDisclaimer } from "~/components/disclaimer";
import { useI18n } from "~/components/i18n-provider";
import { PageTitle } from "~/components/section";
import { Offscreen, OFFSCREEN } from "~/components/offscreen";
import { JoinLink } from "~/components/referral";
import { SlotFigures, useSlotName } from "~/components/slot-figures";
import { StickyCta } from "~/components/sticky-cta";
import { TitledSection } from "~/components/titled-section";
import { useFormat } from "~/components/use-format";
import { SLOT_LEVELS } from "~/domain/site/income-plan";
import { sitePageMeta } from "~/i18n/page-meta";
import { pageTexts } from "~/server/i18n/page-messages.server";

export const meta: Route.MetaFunction = ({ matches }) => sitePageMeta(matches, "/slots");

// The page's own texts (issue 34); the shell's come with the root's data.
export async function loader({ request, context }: Route.LoaderArgs) {
  return { texts: await pageTexts(request, context, "slots") };
}

export default function SlotsPage() {
  const { t } = useI18n();
  const { usd } = useFormat();
  const slotName = useSlotName();
  const first = SLOT_LEVELS[0]!;
  const last = SLOT_LEVELS[SLOT_LEVELS.length - 1]!;
  return (
    <>
      <section className="mx-auto max-w-5xl px-4 py-12">
        <PageTitle>{t("slots.title")}</PageTitle>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          {t("slots.subtitle", { first: usd(first.cost), last: usd(last.cost) })}
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="slot-cards">
          {SLOT_LEVELS.map((level) => (
            <li
              key={level.id}
              className={`flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${OFFSCREEN.card}`}
            >
              <h2 className="text-lg font-semibold">{slotName(level)}</h2>
              <p className="text-3xl font-extrabold text-emerald-700">{usd(level.cost)}</p>
              <div className="mt-3 flex-1">
                <SlotFigures level={level} />
              </div>
              <div className="mt-4">
                <JoinLink>{t("slots.activate")}</JoinLink>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <div className={`mx-auto max-w-5xl px-4 pb-4 ${OFFSCREEN.section}`}>
        <TitledSection
          id="matrix-title"
          title={t("slots.matrix.title")}
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <p className="mt-2 text-slate-700">{t("slots.matrix.text")}</p>
          <ul className="mt-4 grid gap-3 md:grid-cols-3">
            {(["a", "bc", "d"] as const).map((k) => (
              <li key={k} className="rounded-lg bg-slate-50 p-4 text-sm">
                {t(`slots.matrix.${k}`)}
              </li>
            ))}
          </ul>
        </TitledSection>
      </div>
      <Offscreen>
        <EarningsDisclaimer />
      </Offscreen>
      <StickyCta />
    </>
  );
}
