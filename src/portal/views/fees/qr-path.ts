// The dark modules of a QR code as one SVG path (src/portal/views/fees/upi-qr.tsx draws it): each
// run of dark modules along a row becomes one rectangle, so a version 8 code (49 × 49 modules, what
// a dues slip's UPI link needs) is a few hundred short commands instead of a thousand <rect>s, and
// neighbouring modules share edges exactly, with no hairline seams between them when scaled.

/** What the path is drawn from: a square of modules, dark where `get` is true (lean-qr's Bitmap2D). */
export interface QrModules {
  readonly size: number;
  get(x: number, y: number): boolean;
}

/** The path data, in module units with the code's top left corner at 0,0. */
export function qrModulesPath(code: QrModules): string {
  const commands: string[] = [];
  for (let y = 0; y < code.size; y++) {
    let x = 0;
    while (x < code.size) {
      if (!code.get(x, y)) {
        x++;
        continue;
      }
      const start = x;
      while (x < code.size && code.get(x, y)) x++;
      commands.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  }
  return commands.join('');
}
