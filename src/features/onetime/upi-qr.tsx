// The QR code of a UPI pay link, drawn as SVG squares. Loaded only when a sheet offers UPI (uqr stays out
// of every route chunk).
import { encode } from 'uqr';

export default function UpiQr({ link, label }: { link: string; label: string }) {
  const { data, size } = encode(link, { ecc: 'M', border: 2 });
  const squares: string[] = [];
  data.forEach((row, y) => row.forEach((dark, x) => dark && squares.push(`M${x} ${y}h1v1h-1z`)));
  return (
    <svg className="upi-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={squares.join('')} fill="#000" />
    </svg>
  );
}
