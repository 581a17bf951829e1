import { Link } from "react-router";
import type { Route } from "./+types/route";
import { contentLanguageName } from "~/components/admin/language-select";
import { RowActions } from "~/components/admin/row-actions";
import { useActionToast } from "~/components/admin/use-action-toast";
import { buttonClass } from "~/components/ui/button";
import { auditInsert } from "~/data/audit";
import { getDb } from "~/data/db";
import {
  deleteTestimonial,
  insertTestimonial,
  listTestimonials,
  updateTestimonial,
} from "~/data/testimonials";
import { contentIdSchema, testimonialInputSchema } from "~/schemas/content";
import {
  actionError,
  attempt,
  fieldErrorsFrom,
  loadList,
  redirectWithToast,
} from "~/server/admin/action-results.server";
import { deleteContentItem } from "~/server/admin/delete-content.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { bumpContentVersion } from "~/server/pages/content-version.server";
import { getWorker } from "~/server/http/context";
import { TestimonialForm } from "./testimonial-form";
import { DataTable } from "~/components/ui/data-table";
import { PageHeader } from "~/components/ui/panel";
import { fieldErrorsOf, ListBody, useEditTarget } from "~/components/admin/list-screen";

const PAGE = "/admin/testimonials";

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return loadList("Failed to load testimonials", () =>
    listTestimonials(getDb(getWorker(context).env.DB)),
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireAdmin(context);
  const { env } = getWorker(context);
  const db = getDb(env.DB);
  const form = Object.fromEntries(await request.formData());
  const id = form.id ? contentIdSchema.safeParse(form.id) : null;
  if (id && !id.success)
    return actionError(
      { type: "error", title: "Invalid data", description: "Unknown testimonial." },
      400,
    );

  if (form.intent === "delete" && id)
    return deleteContentItem({
      db,
      kv: env.KV,
      user,
      entity: "testimonial",
      id: id.data,
      statement: deleteTestimonial(db, id.data),
      page: PAGE,
      failed: "Failed to delete testimonial",
      done: { type: "success", title: "Testimonial deleted" },
    });
  const parsed = testimonialInputSchema.safeParse(form);
  if (!parsed.success)
    return actionError(
      { type: "error", title: "Invalid data", description: "Please fill all required fields." },
      400,
      fieldErrorsFrom(parsed.error.issues),
    );
  return attempt(
    {
      type: "error",
      title: "Error",
      description: id ? "Failed to save testimonial" : "Failed to create testimonial",
    },
    async () => {
      if (id) {
        const [changed] = await db.batch([
          updateTestimonial(db, id.data, parsed.data),
          auditInsert(db, user, {
            action: "update",
            entity: "testimonial",
            entityId: id.data,
            detail: parsed.data.name,
          }),
        ]);
        if (changed.length === 0)
          return actionError(
            { type: "error", title: "Error", description: "Failed to save testimonial" },
            404,
          );
        await bumpContentVersion(env.KV);
        return redirectWithToast(PAGE, { type: "success", title: "Testimonial updated" });
      }
      await db.batch([
        insertTestimonial(db, parsed.data),
        auditInsert(db, user, {
          action: "create",
          entity: "testimonial",
          detail: parsed.data.name,
        }),
      ]);
      await bumpContentVersion(env.KV);
      return redirectWithToast(PAGE, { type: "success", title: "Testimonial added" });
    },
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Testimonials | Waymark Admin" }];

export default function TestimonialsManager({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  const { editing, current } = useEditTarget(loaderData.items);
  if (editing) return <TestimonialForm item={current} errors={fieldErrorsOf(actionData)} />;
  return (
    <div className="space-y-6">
      <PageHeader title="Testimonials Manager">
        <Link to="?edit=new" className={buttonClass("primary")}>
          Add New Testimonial
        </Link>
      </PageHeader>
      <ListBody
        loadError={
          loaderData.loadError &&
          `${loaderData.loadError}. There was an error loading the testimonials.`
        }
        count={loaderData.items.length}
        empty="No testimonials found. Add your first one."
      >
        <DataTable
          label="Testimonials"
          rows={loaderData.items}
          rowKey={(t) => t.id}
          rowProps={() => ({ "data-testid": "testimonial-row" })}
          columns={[
            { header: "Name", cell: (t) => t.name, className: "font-medium" },
            {
              header: "Rating",
              cell: (t) => (
                <span
                  role="img"
                  aria-label={`${t.stars} out of 5 stars`}
                  className="text-amber-500"
                >
                  {"★".repeat(t.stars)}
                  <span className="text-slate-300">{"★".repeat(5 - t.stars)}</span>
                </span>
              ),
            },
            { header: "Country", cell: (t) => t.country },
            { header: "Language", cell: (t) => contentLanguageName(t.language) },
            {
              header: "Testimonial",
              cell: (t) => <p className="line-clamp-3 md:line-clamp-2">{t.text}</p>,
              className: "md:max-w-md",
            },
            {
              header: "Actions",
              align: "end",
              hideLabelOnPhone: true,
              cell: (t) => (
                <RowActions
                  id={t.id}
                  label={`testimonial by ${t.name}`}
                  confirmText="Delete this testimonial?"
                />
              ),
            },
          ]}
        />
      </ListBody>
    </div>
  );
}
