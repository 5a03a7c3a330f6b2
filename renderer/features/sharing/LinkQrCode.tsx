import { useEffect, useState } from "react";
import { useT } from "../../app/i18n/useT";
import { Picture } from "../../ui/Picture";
import "./sharing.css";

/** The QR code's side, in CSS pixels. */
const QR_SIZE = 176;

/**
 * An SVG of `text` as a QR code, drawn by the qr library (an ES module: a CommonJS one would add
 * its interop runtime to the deck's first screen), loaded only when a code is shown.
 */
async function qrSvg(text: string): Promise<string> {
  const { encodeQR } = await import("qr");
  return encodeQR(text, "svg", { ecc: "medium", border: 1 });
}

/** A QR code of a connection's link, for a doctor to scan; `label` names it for screen readers. */
export function LinkQrCode({ link, label }: { link: string; label: string }) {
  const t = useT();
  const [source, setSource] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setSource(undefined);
    qrSvg(link).then(
      (svg) => live && setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [link]);
  if (failed) return null;
  return source ? (
    <span data-testid="connection-qr">
      <Picture className="sharing-qr" src={source} alt={label} shape="square" />
    </span>
  ) : (
    <span
      className="sharing-qr sharing-qr--pending"
      role="img"
      aria-label={t("sharing.item.qrLoading")}
      aria-busy="true"
      style={{ width: QR_SIZE, height: QR_SIZE }}
    />
  );
}
