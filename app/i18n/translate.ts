import type { MessageKey, Messages } from "./dictionaries/en";

export type TranslateVars = Record<string, string | number>;
export type Translate = (key: MessageKey, vars?: TranslateVars) => string;

/** Fills {name} placeholders; an unknown placeholder is left as written. */
export function interpolate(text: string, vars?: TranslateVars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

export function createTranslate(messages: Messages): Translate {
  return (key, vars) => interpolate(messages[key] ?? key, vars);
}
