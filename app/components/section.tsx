/** A page section with a heading (and its id for in-page links). */
export function Section({
  id,
  title,
  subtitle,
  children,
  className = "",
}: {
  id?: string;
  title: string;
  subtitle?: string;
  children: React.ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`mx-auto max-w-5xl scroll-mt-20 px-4 py-12 ${className}`}
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {subtitle ? <p className="mt-2 max-w-3xl text-slate-600">{subtitle}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** The title of a public page, its one <h1>. */
export function PageTitle({ children }: { children: React.ReactNode }) {
  return <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{children}</h1>;
}
