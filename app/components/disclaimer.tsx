import { useI18n } from "./i18n-provider";
import { TitledSection } from "./titled-section";
import { LineIcon } from "./ui/icon";

/** The earnings disclaimer (decisions.md, "Honest marketing"): on every page with income figures. */
export function EarningsDisclaimer() {
  const { t } = useI18n();
  return (
    <TitledSection
      as="aside"
      id="disclaimer-title"
      title={
        <>
          <LineIcon
            className="h-5 w-5 shrink-0"
            d="M12 9v4m0 4h.01M10.3 3.9L1.8 18a2 2 0 001.7 3h17a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z"
          />
          {t("general.disclaimer.title")}
        </>
      }
      titleClassName="flex items-center gap-2 font-semibold"
      className="mx-auto my-8 max-w-5xl rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
      data-testid="earnings-disclaimer"
    >
      <p className="mt-2 text-sm leading-relaxed">{t("general.disclaimer.text")}</p>
    </TitledSection>
  );
}
