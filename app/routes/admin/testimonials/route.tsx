import type { Route } from "./+types/route";
import { contentLanguageName } from "~/components/admin/language-select";
import { RowActions } from "~/components/admin/row-actions";
import { useActionToast } from "~/components/admin/use-action-toast";
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
} from "~/server/admin/action-results.server";
import { deleteContentItem, writeContentItem } from "~/server/admin/content-items.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";
import { TestimonialForm } from "./testimonial-form";
import { DataTable } from "~/components/ui/data-table";
import { fieldErrorsOf, ListScreen, useEditTarget } from "~/components/admin/list-screen";

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
    () =>
      writeContentItem({
        db,
        kv: env.KV,
        user,
        statement: id
          ? updateTestimonial(db, id.data, parsed.data)
          : insertTestimonial(db, parsed.data),
        audit: {
          action: id ? "update" : "create",
          entity: "testimonial",
          entityId: id?.data,
          detail: parsed.data.name,
        },
        page: PAGE,
        missing: { type: "error", title: "Error", description: "Failed to save testimonial" },
        done: { type: "success", title: id ? "Testimonial updated" : "Testimonial added" },
      }),
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Testimonials | Waymark Admin" }];

export default function TestimonialsManager({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  const { editing, current } = useEditTarget(loaderData.items);
  if (editing) return <TestimonialForm item={current} errors={fieldErrorsOf(actionData)} />;
  return (
    <ListScreen
      title="Testimonials Manager"
      addLabel="Add New Testimonial"
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
              <span role="img" aria-label={`${t.stars} out of 5 stars`} className="text-amber-500">
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
    </ListScreen>
  );
}
