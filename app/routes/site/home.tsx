import { data } from "react-router";
import type { Route } from "./+types/home";
import { ChatWidget } from "~/components/chat/chat-widget";
import { EarningsDisclaimer } from "~/components/disclaimer";
import { useI18n } from "~/components/i18n-provider";
import { lazyWhenNear } from "~/components/lazy-when-near";
import { Offscreen } from "~/components/offscreen";
import { useSite } from "~/components/referral";
import { ReferralBanner } from "~/components/referral-banner";
import { Section } from "~/components/section";
import { SlotTabs } from "~/components/slot-figures";
import { StickyCta } from "~/components/sticky-cta";
import { VideoFacade } from "~/components/video-facade";
import { HomeFeatures, HomeGuide, HomeHero, IncomeCards, WhyPoints } from "./home-sections";
import { getDb } from "~/data/db";
import { loadHomeContent, loadHomeContentByPart, type HomeContent } from "~/data/public-content";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { sitePageMeta } from "~/i18n/page-meta";
import { getWorker } from "~/server/http/context";
import { pageTexts } from "~/server/i18n/page-messages.server";

// Sections shown only when the site has proofs or testimonials, far below the first screen: their
// code is downloaded only where there is something to show, once the visitor nears them (the
// home page's JavaScript budget, issue 34).
const ProofGallery = lazyWhenNear(() =>
  import("~/components/proof-gallery").then((m) => ({ default: m.ProofGallery })),
);
const TestimonialList = lazyWhenNear(() =>
  import("~/components/testimonial-list").then((m) => ({ default: m.TestimonialList })),
);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // The layout's loader answers 404 for a language this request may not see.
  const lang = params.lang ?? DEFAULT_LANGUAGE;
  const db = getDb(getWorker(context).env.DB);
  const texts = pageTexts(request, context, "home");
  let content: HomeContent;
  let degraded = false;
  try {
    content = await loadHomeContent(db, lang);
  } catch (error) {
    // One part failed: each is read on its own, a failed one left out (without the presentation,
    // Learn More scrolls to the guide). Not a 200, so the page cache does not keep this page.
    console.error("home: content failed, reading parts separately", error);
    content = await loadHomeContentByPart(db, lang);
    degraded = true;
  }
  const page = {
    texts: await texts,
    testimonials: content.testimonials,
    proofs: content.proofs.map((p) => ({
      id: p.id,
      description: p.description,
      // Bundled images live under /assets/; uploaded ones are served by the media route.
      src: p.imagePath.startsWith("/") ? p.imagePath : `/media/proofs/${p.id}`,
    })),
    presentationHref: content.mainPresentationId
      ? `/files/presentations/${content.mainPresentationId}`
      : null,
  };
  return degraded ? data(page, { status: 503 }) : page;
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageMeta(matches, "/");

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const site = useSite();

  return (
    <>
      <HomeHero presentationHref={loaderData.presentationHref} />

      {/* A section with nothing to show is left out (issue 32); the video already fell back to
          English's and then to Settings' default one. */}
      {site.intro ? (
        <Section
          id="intro"
          title={t("homepage.intro.title")}
          className={site.showVideoOnMobile ? "" : "hidden sm:block"}
        >
          <VideoFacade video={site.intro} label={t("general.video.intro")} />
        </Section>
      ) : null}

      {/* Below the first screen: the browser lays these out and paints them only as they near
          the viewport (issue 34: Hindi and other complex scripts cost a slow phone's CPU). */}
      <Offscreen>
        <HomeFeatures />
      </Offscreen>

      <Offscreen>
        <HomeGuide />
      </Offscreen>

      <Offscreen>
        <IncomeCards />
      </Offscreen>

      <Offscreen>
        <Section
          id="slots"
          title={t("homepage.slots.title")}
          subtitle={t("homepage.slots.subtitle")}
        >
          <SlotTabs />
        </Section>
      </Offscreen>

      <Offscreen>
        <EarningsDisclaimer />
      </Offscreen>

      {loaderData.proofs.length > 0 ? (
        <Section
          id="proof"
          title={t("homepage.proof.title")}
          subtitle={t("homepage.proof.subtitle")}
        >
          <ProofGallery images={loaderData.proofs} />
        </Section>
      ) : null}

      {loaderData.testimonials.length > 0 ? (
        <Section id="testimonials" title={t("homepage.testimonials.title")}>
          <TestimonialList items={loaderData.testimonials} />
        </Section>
      ) : null}

      <Offscreen>
        <WhyPoints />
      </Offscreen>

      <ReferralBanner />
      <StickyCta />
      <ChatWidget />
    </>
  );
}
