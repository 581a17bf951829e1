import { useRef, useState } from "react";
import { useI18n } from "./i18n-provider";
import { ShowMore } from "./show-more";

export type ProofImage = { id: number; src: string; description: string };

const INITIAL = 6;
const PLACEHOLDER =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#e2e8f0"/><path d="M1 2l.8-.9.6.6.6-.7L4 2.5H0z" fill="#94a3b8"/></svg>',
  );

/** A broken image shows a placeholder (spec section 8). */
function ProofImg({ src, alt, className }: { src: string; alt: string; className: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <img
      src={broken ? PLACEHOLDER : src}
      alt={alt}
      loading="lazy"
      decoding="async"
      width={400}
      height={300}
      onError={() => setBroken(true)}
      className={className}
    />
  );
}

/** Proof of earnings: an image grid with an enlarge dialog, a recent list and View all. The home
 * page leaves the section out when there are none (issue 32). */
export function ProofGallery({ images }: { images: ProofImage[] }) {
  const { t } = useI18n();
  const [open, setOpen] = useState<ProofImage | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  if (images.length === 0) return null;
  return (
    <>
      <ShowMore items={images} initial={INITIAL}>
        {(shown) => (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {shown.map((image) => (
              <li key={image.id}>
                <button
                  type="button"
                  onClick={() => {
                    setOpen(image);
                    dialog.current?.showModal();
                  }}
                  className="block w-full overflow-hidden rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-emerald-600"
                  aria-label={t("homepage.proof.enlarge", { description: image.description })}
                >
                  <ProofImg src={image.src} alt="" className="aspect-[4/3] w-full object-cover" />
                </button>
                <p className="mt-1 line-clamp-2 text-xs text-slate-600">{image.description}</p>
              </li>
            ))}
          </ul>
        )}
      </ShowMore>
      <dialog
        ref={dialog}
        onClose={() => setOpen(null)}
        aria-label={open?.description ?? ""}
        className="m-auto max-h-[90vh] max-w-3xl rounded-xl p-0 backdrop:bg-slate-900/70"
      >
        {open ? (
          <figure className="relative">
            <ProofImg
              src={open.src}
              alt={open.description}
              className="max-h-[80vh] w-full object-contain"
            />
            <figcaption className="p-3 text-sm text-slate-700">{open.description}</figcaption>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="absolute end-2 top-2 rounded-full bg-white/90 px-3 py-1 text-sm font-semibold shadow focus-visible:outline-2 focus-visible:outline-emerald-600"
            >
              {t("general.close")}
            </button>
          </figure>
        ) : null}
      </dialog>
    </>
  );
}
