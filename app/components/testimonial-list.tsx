import { useI18n } from "./i18n-provider";
import { ShowMore } from "./show-more";

export type Testimonial = {
  id: number;
  name: string;
  stars: number;
  text: string;
  country: string;
};

const INITIAL = 3;

/** Testimonials: a recent list and View all. Texts are shown as text, never as HTML. The home
 * page leaves the section out when there are none (issue 32). */
export function TestimonialList({ items }: { items: Testimonial[] }) {
  const { t } = useI18n();
  if (items.length === 0) return null;
  return (
    <ShowMore items={items} initial={INITIAL}>
      {(shown) => (
        <ul className="grid gap-4 md:grid-cols-3" data-testid="testimonials">
          {shown.map((item) => (
            <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <p
                className="text-amber-500"
                role="img"
                aria-label={t("homepage.testimonials.rating", { stars: item.stars })}
              >
                {"★".repeat(item.stars)}
                <span className="text-slate-300">{"★".repeat(5 - item.stars)}</span>
              </p>
              <blockquote className="mt-3 text-sm whitespace-pre-line text-slate-700">
                {item.text}
              </blockquote>
              <p className="mt-3 text-sm font-semibold">
                {item.name} <span className="font-normal text-slate-500">· {item.country}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </ShowMore>
  );
}
