/** A back-office screen that is not built yet: says so plainly instead of pretending. */
export function AdminPending({ title }: { title: string }) {
  return (
    <div>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        This manager is not available yet. It is planned; see the project's open issues.
      </p>
    </div>
  );
}
