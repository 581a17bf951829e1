import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/route";
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
  type TestimonialRow,
} from "~/data/testimonials";
import { contentIdSchema, testimonialInputSchema } from "~/schemas/content";
import {
  actionError,
  attempt,
  fieldErrorsFrom,
  redirectWithToast,
} from "~/server/admin/action-results.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { bumpContentVersion } from "~/server/pages/content-version.server";
import { getWorker } from "~/server/http/context";
import { TestimonialForm } from "./testimonial-form";

const PAGE = "/admin/testimonials";

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  try {
    return { items: await listTestimonials(getDb(getWorker(context).env.DB)), loadError: null };
  } catch (error) {
    console.error("Failed to load testimonials", error);
    return { items: [] as TestimonialRow[], loadError: "Failed to load testimonials" };
  }
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

  if (form.intent === "delete" && id) {
    return attempt(
      { type: "error", title: "Error", description: "Failed to delete testimonial" },
      async () => {
        const [removed] = await db.batch([
          deleteTestimonial(db, id.data),
          auditInsert(db, user, { action: "delete", entity: "testimonial", entityId: id.data }),
        ]);
        if (removed.length === 0)
          return actionError(
            { type: "error", title: "Error", description: "Failed to delete testimonial" },
            404,
          );
        await bumpContentVersion(env.KV);
        return redirectWithToast(PAGE, { type: "success", title: "Testimonial deleted" });
      },
    );
  }
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
  const [params] = useSearchParams();
  const editing = params.get("edit");
  const current =
    editing && editing !== "new"
      ? loaderData.items.find((t) => String(t.id) === editing)
      : undefined;
  const fields = (actionData as { fields?: Record<string, string> } | undefined)?.fields ?? {};

  if (editing === "new" || current) return <TestimonialForm item={current} errors={fields} />;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Testimonials Manager</h1>
        <Link to="?edit=new" className={buttonClass("primary")}>
          Add New Testimonial
        </Link>
      </div>
      {loaderData.loadError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {loaderData.loadError}. There was an error loading the testimonials.
        </p>
      ) : null}
      {loaderData.items.length === 0 && !loaderData.loadError ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          No testimonials found. Add your first one.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3 text-start">
                  Name
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  Rating
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  Country
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  Testimonial
                </th>
                <th scope="col" className="px-4 py-3 text-end">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {loaderData.items.map((t) => (
                <tr key={t.id} data-testid="testimonial-row">
                  <td className="px-4 py-3 font-medium">{t.name}</td>
                  <td className="px-4 py-3 text-amber-500">
                    <span role="img" aria-label={`${t.stars} out of 5 stars`}>
                      {"★".repeat(t.stars)}
                      <span className="text-slate-300">{"★".repeat(5 - t.stars)}</span>
                    </span>
                  </td>
                  <td className="px-4 py-3">{t.country}</td>
                  <td className="max-w-md px-4 py-3">
                    <p className="line-clamp-2">{t.text}</p>
                  </td>
                  <td className="px-4 py-3">
                    <RowActions
                      id={t.id}
                      label={`testimonial by ${t.name}`}
                      confirmText="Delete this testimonial?"
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
