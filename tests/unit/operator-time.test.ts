// Back-office times (decision 0046): the operator's zone once the browser has said which it is,
// UTC marked "UTC" before (the server's render and hydration).
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatInstant } from "~/components/admin/format";
import { LocalTime } from "~/components/admin/local-time";

/** 13:00 UTC on 27 November 2026: 18:30 in India, 08:00 in New York (EST). */
const AFTERNOON = Date.UTC(2026, 10, 27, 13, 0);
/** 20:00 UTC: already the 28th in India, still the 27th in New York. */
const EVENING = Date.UTC(2026, 10, 27, 20, 0);

describe("formatInstant", () => {
  it("shows a date and time in the operator's zone, named", () => {
    expect(formatInstant(AFTERNOON, "datetime", "Asia/Kolkata")).toBe(
      "27 Nov 2026, 18:30 (Asia/Kolkata)",
    );
    expect(formatInstant(AFTERNOON, "datetime", "America/New_York")).toBe(
      "27 Nov 2026, 08:00 (America/New_York)",
    );
    // Summer time in New York: four hours behind UTC.
    expect(formatInstant(Date.UTC(2026, 6, 1, 13, 0), "datetime", "America/New_York")).toBe(
      "1 Jul 2026, 09:00 (America/New_York)",
    );
  });

  it("moves the date with the zone", () => {
    expect(formatInstant(EVENING, "date", "Asia/Kolkata")).toBe("28 Nov 2026");
    expect(formatInstant(EVENING, "date", "America/New_York")).toBe("27 Nov 2026");
    expect(formatInstant(EVENING, "time", "Asia/Kolkata")).toBe("01:30 (Asia/Kolkata)");
  });

  it("with no zone known, or a browser in UTC, shows UTC marked", () => {
    expect(formatInstant(AFTERNOON, "datetime", null)).toBe("27 Nov 2026, 13:00 UTC");
    expect(formatInstant(AFTERNOON, "datetime", "UTC")).toBe("27 Nov 2026, 13:00 UTC");
    expect(formatInstant(AFTERNOON, "datetime", "Etc/UTC")).toBe("27 Nov 2026, 13:00 UTC");
    expect(formatInstant(EVENING, "time", null)).toBe("20:00 UTC");
    expect(formatInstant(EVENING, "date", null)).toBe("27 Nov 2026");
  });
});

describe("<LocalTime>", () => {
  it("renders on the server in UTC, marked, with the instant in dateTime", () => {
    const html = renderToString(createElement(LocalTime, { at: AFTERNOON }));
    expect(html).toBe('<time dateTime="2026-11-27T13:00:00.000Z">27 Nov 2026, 13:00 UTC</time>');
    expect(
      renderToString(createElement(LocalTime, { at: "2026-11-27T20:00:00Z", style: "time" })),
    ).toBe('<time dateTime="2026-11-27T20:00:00.000Z">20:00 UTC</time>');
  });
});
