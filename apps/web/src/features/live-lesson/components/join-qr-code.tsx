import QRCode from 'qrcode';
import { useMemo } from 'react';

/**
 * The join address as a QR code, drawn as one SVG path of dark modules (no canvas, no image request):
 * sharp at any size on a projector, and scanned from the back of a room. `qrcode` (already the server's,
 * for the parents' letters) only encodes here; the drawing is ours, so nothing but the matrix is loaded.
 */
export function JoinQrCode({ url, size, label }: { url: string; size: number; label: string }) {
  const { path, extent } = useMemo(() => qrPath(url), [url]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      style={{ background: '#fff', display: 'block' }}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}

/** The quiet zone every reader expects around the code, in modules. */
const QUIET = 4;

/** One `M x y h1 v1 h-1 z` square per dark module, offset by the quiet zone; exported for its test. */
export function qrPath(text: string): { path: string; extent: number } {
  // Level M: survives a smudged board or a reflection, and keeps a short address small.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) parts.push(`M${col + QUIET} ${row + QUIET}h1v1h-1z`);
    }
  }
  return { path: parts.join(''), extent: modules.size + 2 * QUIET };
}
