// One link's QR code (?qr=<id>), drawn on the server with uqr as the member page draws a member's
// (app/server/members/page.server.ts): an operator can scan it with a phone or show it to someone.
import { Dialog } from "~/components/ui/dialog";
import { useCloseParam } from "./use-close-param";

export type LinkQr = { id: number; link: string; svg: string };

export function QrDialog({ qr }: { qr: LinkQr }) {
  const close = useCloseParam("qr");
  return (
    <Dialog
      title="QR code"
      subtitle={<span className="font-mono">{qr.link}</span>}
      onClose={close}
      className="max-w-sm"
    >
      <div
        role="img"
        aria-label={`QR code of ${qr.link}`}
        className="mx-auto w-full max-w-64 rounded-lg bg-white p-1"
        data-testid="link-qr"
        // The SVG is drawn by the server (uqr) from the operator's own link.
        dangerouslySetInnerHTML={{ __html: qr.svg }}
      />
      <p className="text-sm text-slate-600">
        Scanned, it opens this referral link directly: the visit is not counted by the rotator.
      </p>
    </Dialog>
  );
}
