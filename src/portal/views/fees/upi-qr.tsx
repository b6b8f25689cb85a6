// The UPI QR code of a dues slip and a student's dues page (docs/decisions/0037-upi-without-a-gateway.md):
// the same `upi://pay` string as the link beside it (common/fees/upi.ts builds it), for a parent to
// scan with any UPI app. Inline SVG, not an image: sharp on any screen and printer, printed with the
// page's HTML (A5 or the 80 mm thermal roll) and no request to make. lean-qr encodes it (zero
// dependencies, about 3.6 kB gzipped with what this file imports).

import { correction, generate } from 'lean-qr';
import { useMemo } from 'react';
import { qrModulesPath } from './qr-path';

/** Light modules around the code on every side: the quiet zone the QR standard (ISO/IEC 18004) asks for. */
const QUIET_ZONE = 4;
/**
 * The drawn size in CSS pixels. A dues slip's link (about 150 characters with a note in English)
 * needs a version 8 code (49 modules, 57 with the quiet zone): just over 3 CSS pixels a module, 6 to
 * 9 device pixels on a phone, and at print resolution far more; crispEdges keeps every module's
 * edges on whole pixels. A payee or note in Devanagari is nine characters a letter once
 * percent-encoded (a 380-character link is a version 13 code, 69 modules): keep the note short.
 */
const SIZE_PX = 180;

export function UpiQr({ link, label }: { link: string; label: string }) {
  // Error correction at least M (15 % of the code can be lost): a slip is folded, printed on a worn
  // thermal head or scanned off a phone's screen. lean-qr picks the smallest version that holds the
  // link at M and raises the level when that version has room, which costs no size.
  const { size, path } = useMemo(() => {
    const code = generate(link, { minCorrectionLevel: correction.M });
    return { size: code.size, path: qrModulesPath(code) };
  }, [link]);
  const side = size + 2 * QUIET_ZONE;
  return (
    <svg
      role="img"
      aria-label={label}
      className="upi-qr"
      width={SIZE_PX}
      height={SIZE_PX}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      shapeRendering="crispEdges"
      // Black on white whatever the theme: a high-contrast theme that inverted the code would
      // leave it unreadable to many payer apps, which expect dark modules on a light ground.
      style={{ forcedColorAdjust: 'none' }}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
