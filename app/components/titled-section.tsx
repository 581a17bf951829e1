// A landmark named by its own heading (aria-labelledby), so a screen reader lists the page's
// sections by their titles. `id` is the heading's: a fixed one, since links may point at it (the
// assistant links to #disclaimer-title). The heading looks like a public page's card heading
// unless `titleClassName` says otherwise.
export function TitledSection({
  id,
  title,
  titleClassName = "text-xl font-semibold",
  as: Landmark = "section",
  level = 2,
  children,
  ...rest
}: {
  id: string;
  title: React.ReactNode;
  titleClassName?: string;
  as?: "section" | "aside";
  level?: 2 | 3;
  children: React.ReactNode;
} & Omit<React.HTMLAttributes<HTMLElement>, "title" | "id">) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Landmark aria-labelledby={id} {...rest}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </Landmark>
  );
}
