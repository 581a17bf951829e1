// The Download CSV link beside each section of the Analytics screen: `what` tells a screen reader
// which table it downloads.
export function CsvLink({ href, what }: { href: string; what: string }) {
  return (
    <a
      href={href}
      className="inline-flex min-h-11 items-center text-sm text-blue-700 underline md:min-h-0"
    >
      Download CSV<span className="sr-only"> ({what})</span>
    </a>
  );
}
