// A language's way of writing numbers, read from Intl once per language per isolate and sent
// with every page (app/domain/site/number-format.ts says why the browser does not use Intl).
import { numberSpec, type NumberSpec } from "~/domain/site/number-format";
import { formatLocale } from "~/i18n/languages";

const specs = new Map<string, NumberSpec>();

export function numberSpecOf(tag: string): NumberSpec {
  let spec = specs.get(tag);
  if (!spec) {
    try {
      spec = numberSpec(formatLocale(tag));
    } catch {
      // An added language's tag Intl does not take: English's way.
      spec = numberSpec(formatLocale("en"));
    }
    specs.set(tag, spec);
  }
  return spec;
}
