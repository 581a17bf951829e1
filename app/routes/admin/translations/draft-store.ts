// The Translation Manager's unsaved edits, per language, kept outside React state (issue 32): a
// keystroke writes its text here and renders nothing unless what is shown about the key changes
// (its Missing or Machine badge, the unsaved counts). The fields are uncontrolled: the browser
// shows what is typed, and a row's marker tells its field when a text was set from outside.

export type Edit = { text: string; source: "human" | "machine" };
export type Pending = Record<string, Edit>;

/** Every language with unsaved edits, and how many. */
export type Unsaved = { code: string; count: number }[];

/** What a row shows besides its text: whether it has an edit, with text, from a machine; and
 * the revision of its last text set from outside (kept when the edit is saved). */
const markerOf = (d: Edit | undefined, rev = 0) =>
  `${d ? `${d.text ? "t" : "e"}${d.source === "machine" ? "m" : "h"}` : "--"}${rev}`;

/** What a marker says: an edit with text, an edit from a machine (undefined: no edit), and the
 * revision of its last text set from outside. */
export function readMarker(marker: string) {
  return {
    filled: marker[0] === "t",
    machine: marker[1] === "-" ? undefined : marker[1] === "m",
    rev: marker.slice(2),
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;

export function createDraftStore() {
  const drafts = new Map<string, Map<string, Edit>>();
  /** By language and key: how many times a text was set from outside. */
  const revs = new Map<string, number>();
  const listeners = new Set<() => void>();
  let unsaved: Unsaved = [];

  const notify = () => {
    const next = [...drafts].map(([code, edits]) => ({ code, count: edits.size }));
    if (JSON.stringify(next) !== JSON.stringify(unsaved)) unsaved = next;
    for (const listener of listeners) listener();
  };
  const of = (lang: string) => {
    let edits = drafts.get(lang);
    if (!edits) drafts.set(lang, (edits = new Map()));
    return edits;
  };
  const drop = (lang: string) => {
    if (drafts.get(lang)?.size === 0) drafts.delete(lang);
  };

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Stable while the counts stay the same. */
    unsaved: () => unsaved,
    marker: (lang: string, key: string) =>
      markerOf(drafts.get(lang)?.get(key), revs.get(`${lang}:${key}`)),
    text: (lang: string, key: string) => drafts.get(lang)?.get(key)?.text,
    /** The pending edits of one language, as sent to the action. */
    pending: (lang: string): Pending => Object.fromEntries(drafts.get(lang) ?? []),
    /** An edit typed (or accepted) by the admin: the field already shows it. */
    type(lang: string, key: string, text: string) {
      const edits = of(lang);
      const before = edits.get(key);
      const after: Edit = { text, source: "human" };
      edits.set(key, after);
      if (markerOf(before) !== markerOf(after)) notify();
    },
    /** Machine output, offered as unreviewed edits: the fields take the new texts. */
    offer(lang: string, results: { key: string; text: string }[]) {
      const edits = of(lang);
      for (const r of results) {
        edits.set(r.key, { text: r.text, source: "machine" });
        const id = `${lang}:${r.key}`;
        revs.set(id, (revs.get(id) ?? 0) + 1);
      }
      drop(lang);
      notify();
    },
    /** Forgets the edits that were saved (an edit typed again while saving stays). */
    saved(lang: string, saved: Pending) {
      const edits = drafts.get(lang);
      if (!edits) return;
      for (const [key, d] of edits) if (saved[key]?.text === d.text) edits.delete(key);
      drop(lang);
      notify();
    },
  };
}
