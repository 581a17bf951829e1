// Reports a bounce mailbox receives, written for the tests: a receiving server's delivery status
// notification (RFC 3464) and a mailbox provider's abuse report (RFC 5965, ARF), each quoting
// the headers of the campaign email it is about.

/** The campaign email a report is about: who it went to, from whom, and its quoted headers. */
export type ReportedEmail = { recipient: string; sender: string; quotedHeaders: string };

/** A receiving MTA's RFC 3464 report; `quoteHeaders: false` leaves out the third part. */
export function deliveryStatusNotification(
  original: ReportedEmail,
  status: string,
  diagnostic: string,
  { action = "failed", quoteHeaders = true, reportId = crypto.randomUUID() } = {},
): string {
  const boundary = "dsn-boundary-4f1c";
  const to = original.recipient;
  return [
    "Return-Path: <>",
    "Received: from mx.receiver.test by bounces.waymark.test; Tue, 24 Nov 2026 10:00:05 +0000",
    "From: Mail Delivery System <MAILER-DAEMON@mx.receiver.test>",
    `To: ${original.sender}`,
    "Subject: Undelivered Mail Returned to Sender",
    `Message-ID: <dsn-${reportId}@mx.receiver.test>`,
    "Date: Tue, 24 Nov 2026 10:00:05 +0000",
    "MIME-Version: 1.0",
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
    "",
    "This is a MIME-encapsulated message.",
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=us-ascii",
    "",
    "This is the mail system at host mx.receiver.test.",
    "",
    "I'm sorry to have to inform you that your message could not",
    "be delivered to one or more recipients.",
    "",
    `<${to}>: host mx.receiver.test said: ${diagnostic}`,
    "",
    `--${boundary}`,
    "Content-Type: message/delivery-status",
    "",
    "Reporting-MTA: dns; mx.receiver.test",
    "X-Postfix-Queue-ID: 4Xy1Zq0abcz",
    "Arrival-Date: Tue, 24 Nov 2026 10:00:03 +0000",
    "",
    `Final-Recipient: rfc822; ${to}`,
    `Original-Recipient: rfc822;${to}`,
    `Action: ${action}`,
    `Status: ${status}`,
    "Remote-MTA: dns; mx.receiver.test",
    `Diagnostic-Code: smtp; ${diagnostic}`,
    "",
    ...(quoteHeaders
      ? [`--${boundary}`, "Content-Type: text/rfc822-headers", "", original.quotedHeaders, ""]
      : []),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

/** A mailbox provider's RFC 5965 abuse report; the complainer's address is redacted, as
 * providers often do: only the quoted headers name the contact. */
export function feedbackReport(original: ReportedEmail): string {
  const boundary = "arf-boundary-77aa";
  return [
    "From: Feedback Loop <fbl@isp.test>",
    `To: ${original.sender}`,
    "Subject: FW: complaint about a message from waymark.test",
    `Message-ID: <arf-${crypto.randomUUID()}@isp.test>`,
    "Date: Tue, 24 Nov 2026 11:00:00 +0000",
    "MIME-Version: 1.0",
    `Content-Type: multipart/report; report-type=feedback-report; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=us-ascii",
    "Content-Transfer-Encoding: 7bit",
    "",
    "This is an email abuse report for an email message received from IP",
    "192.0.2.10 on Tue, 24 Nov 2026 10:00:00 +0000.",
    "",
    `--${boundary}`,
    "Content-Type: message/feedback-report",
    "",
    "Feedback-Type: abuse",
    "User-Agent: ExampleFBL/2.1",
    "Version: 1",
    `Original-Mail-From: <${original.sender}>`,
    "Original-Rcpt-To: <redacted@isp.test>",
    "Arrival-Date: Tue, 24 Nov 2026 10:00:00 +0000",
    "Source-IP: 192.0.2.10",
    "",
    `--${boundary}`,
    "Content-Type: message/rfc822",
    "Content-Disposition: inline",
    "",
    original.quotedHeaders,
    "",
    "Dear reader,",
    "",
    `--${boundary}--`,
    "",
  ].join("\r\n");
}
