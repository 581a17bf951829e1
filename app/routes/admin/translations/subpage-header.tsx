import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/panel";

/** The title of a screen under the Translation Manager, with the way back to it. */
export function TranslationsSubpageHeader({ title }: { title: string }) {
  return (
    <PageHeader title={title}>
      <Link to="/admin/translations" className={buttonClass("secondary")}>
        Back to translations
      </Link>
    </PageHeader>
  );
}
