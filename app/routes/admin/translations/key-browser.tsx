// The keys of the language being edited, a page at a time (issue 32: all of them at once were
// 4,100 elements and 47,000 px on a phone, and every keystroke re-rendered them): search, the
// category tabs (only the chosen one is rendered) and Previous/Next with the page announced.
import { useId, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { TRANSLATION_CATEGORIES, type TranslationCategory } from "~/domain/translation/guard";
import { KeyList, type KeyEditing, type KeyRow } from "./key-list";

export const PAGE_SIZE = 50;

const title = (category: string) => `${category[0]!.toUpperCase()}${category.slice(1)}`;

export function KeyBrowser({
  rows,
  editing,
  onlyMissing,
}: {
  rows: KeyRow[];
  editing: KeyEditing;
  onlyMissing: boolean;
}) {
  const { drafts, language } = editing;
  const [params] = useSearchParams();
  // ?q= starts the search (the assistant gaps screen links to a topic's phrasings this way).
  const [search, setSearch] = useState(() => params.get("q") ?? "");
  const [category, setCategory] = useState<TranslationCategory>(
    TRANSLATION_CATEGORIES.find((c) => c === params.get("tab")) ?? TRANSLATION_CATEGORIES[0],
  );
  const query = search.trim().toLowerCase();
  const lang = language.code;
  // The search reads the unsaved texts as they are when it changes: a keystroke in a field
  // filters nothing (the field typed in stays listed).
  const byCategory = useMemo(() => {
    const groups = new Map<string, KeyRow[]>(TRANSLATION_CATEGORIES.map((c) => [c, []]));
    for (const r of rows) {
      if (onlyMissing && !r.missing) continue;
      const text = query ? (drafts.text(lang, r.key) ?? r.text) : "";
      if (query && ![r.key, r.original, text].some((s) => s.toLowerCase().includes(query)))
        continue;
      groups.get(r.category)?.push(r);
    }
    return groups;
  }, [rows, onlyMissing, query, drafts, lang]);

  // Back to the first page whenever what is listed changes.
  const view = `${language.code}|${category}|${query}|${onlyMissing}`;
  const [paging, setPaging] = useState({ view, page: 0 });
  const listed = byCategory.get(category) ?? [];
  const pages = Math.max(1, Math.ceil(listed.length / PAGE_SIZE));
  const page = Math.min(paging.view === view ? paging.page : 0, pages - 1);
  const shown = listed.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);

  const base = useId();
  const panel = useRef<HTMLDivElement>(null);
  const turn = (to: number) => {
    setPaging({ view, page: to });
    // The new page starts at the top of the list, where focus goes too.
    panel.current?.focus();
  };
  return (
    <div className="space-y-4">
      <TextField
        label="Search"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Search keys and texts"
      />
      <CategoryTabs base={base} category={category} counts={byCategory} onChange={setCategory} />
      <div
        ref={panel}
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${category}`}
        tabIndex={-1}
        className="scroll-mt-32 focus-visible:outline-2 focus-visible:outline-emerald-600"
      >
        <KeyList rows={shown} editing={editing} />
      </div>
      <Pager page={page} pages={pages} shown={shown.length} total={listed.length} onTurn={turn} />
    </div>
  );
}

/** The categories as tabs (arrow keys, Home and End move between them), each with its count. */
function CategoryTabs({
  base,
  category,
  counts,
  onChange,
}: {
  base: string;
  category: TranslationCategory;
  counts: Map<string, KeyRow[]>;
  onChange: (category: TranslationCategory) => void;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusTab = (index: number) => {
    const i = (index + TRANSLATION_CATEGORIES.length) % TRANSLATION_CATEGORIES.length;
    onChange(TRANSLATION_CATEGORIES[i]!);
    tabs.current[i]?.focus();
  };
  const keys: Record<string, (i: number) => number> = {
    ArrowRight: (i) => i + 1,
    ArrowLeft: (i) => i - 1,
    Home: () => 0,
    End: () => TRANSLATION_CATEGORIES.length - 1,
  };

  return (
    <div
      role="tablist"
      aria-label="Translation categories"
      className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1"
    >
      {TRANSLATION_CATEGORIES.map((c, i) => (
        <button
          key={c}
          ref={(el) => {
            tabs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${base}-tab-${c}`}
          aria-selected={c === category}
          aria-controls={`${base}-panel`}
          tabIndex={c === category ? 0 : -1}
          onClick={() => onChange(c)}
          onKeyDown={(e) => {
            const to = keys[e.key];
            if (!to) return;
            e.preventDefault();
            focusTab(to(i));
          }}
          className={`shrink-0 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-emerald-600 ${
            c === category
              ? "bg-white text-emerald-800 shadow-sm"
              : "text-slate-700 hover:bg-white/60"
          }`}
        >
          {`${title(c)} (${counts.get(c)?.length ?? 0})`}
        </button>
      ))}
    </div>
  );
}

/** Where this page is among the keys listed, announced when it changes; Previous and Next. */
function Pager({
  page,
  pages,
  shown,
  total,
  onTurn,
}: {
  page: number;
  pages: number;
  shown: number;
  total: number;
  onTurn: (page: number) => void;
}) {
  return (
    <nav aria-label="Pages of keys" className="flex flex-wrap items-center justify-between gap-2">
      <p role="status" className="text-sm text-slate-700" data-testid="key-page">
        {total === 0
          ? "No keys"
          : `Keys ${page * PAGE_SIZE + 1}–${page * PAGE_SIZE + shown} of ${total}`}
        {pages > 1 ? ` (page ${page + 1} of ${pages})` : ""}
      </p>
      {pages > 1 ? (
        <div className="flex gap-2">
          <Button variant="secondary" disabled={page === 0} onClick={() => onTurn(page - 1)}>
            Previous
          </Button>
          <Button
            variant="secondary"
            disabled={page === pages - 1}
            onClick={() => onTurn(page + 1)}
          >
            Next
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
