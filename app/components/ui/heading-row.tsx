// The head of a dialog and of a switch: a title or label with an optional note under it, and one
// control at the end of the row. min-w-0 lets a long title wrap instead of pushing the control
// off a phone's screen.
export function HeadingRow({
  heading,
  note,
  end,
  className = "",
}: {
  heading: React.ReactNode;
  note?: React.ReactNode;
  end: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex items-start justify-between gap-4 ${className}`}>
      <div className="min-w-0">
        {heading}
        {note}
      </div>
      {end}
    </div>
  );
}
