/** A small RGB painter for the drawn pictures: gradients and filled shapes with smoothed edges. */

export type Rgb = readonly [number, number, number];

/** hsl(h s% l%) as RGB bytes (CSS's formula). */
export function hsl(h: number, s: number, l: number): Rgb {
  const sat = s / 100;
  const light = l / 100;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** A shape as a test of a point, with the box it lies in (x0, y0, x1, y1). */
export interface Shape {
  box: readonly [number, number, number, number];
  inside(x: number, y: number): boolean;
}

export const circle = (cx: number, cy: number, r: number): Shape => ({
  box: [cx - r, cy - r, cx + r, cy + r],
  inside: (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r,
});

export const ellipse = (cx: number, cy: number, rx: number, ry: number): Shape => ({
  box: [cx - rx, cy - ry, cx + rx, cy + ry],
  inside: (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1,
});

export const roundedRect = (x0: number, y0: number, w: number, h: number, r: number): Shape => ({
  box: [x0, y0, x0 + w, y0 + h],
  inside: (x, y) => {
    const dx = Math.max(x0 + r - x, 0, x - (x0 + w - r));
    const dy = Math.max(y0 + r - y, 0, y - (y0 + h - r));
    return x >= x0 && x <= x0 + w && y >= y0 && y <= y0 + h && dx * dx + dy * dy <= r * r;
  },
});

/** A convex polygon, its points in either turning order. */
export const polygon = (points: readonly (readonly [number, number])[]): Shape => {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return {
    box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
    inside: (x, y) => {
      let sign = 0;
      for (let i = 0; i < points.length; i++) {
        const [ax, ay] = points[i]!;
        const [bx, by] = points[(i + 1) % points.length]!;
        const cross = Math.sign((bx - ax) * (y - ay) - (by - ay) * (x - ax));
        if (cross !== 0 && sign !== 0 && cross !== sign) return false;
        if (cross !== 0) sign = cross;
      }
      return true;
    },
  };
};

export const union = (...shapes: Shape[]): Shape => ({
  box: [
    Math.min(...shapes.map((s) => s.box[0])),
    Math.min(...shapes.map((s) => s.box[1])),
    Math.max(...shapes.map((s) => s.box[2])),
    Math.max(...shapes.map((s) => s.box[3])),
  ],
  inside: (x, y) => shapes.some((s) => s.inside(x, y)),
});

const SAMPLES = [0.25, 0.75];

export class Raster {
  readonly rgb: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.rgb = new Uint8Array(width * height * 3);
  }

  /** The whole picture, from one colour at the top-left corner to another along (dx, dy). */
  gradient(from: Rgb, to: Rgb, dx: number, dy: number) {
    const span = dx * (this.width - 1) + dy * (this.height - 1) || 1;
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const t = (dx * x + dy * y) / span;
        const at = (y * this.width + x) * 3;
        for (let c = 0; c < 3; c++) this.rgb[at + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
      }
    }
  }

  /** A shape in a colour over what is there, at an opacity; edge pixels by their share of four samples. */
  fill(shape: Shape, colour: Rgb, opacity = 1) {
    const [x0, y0, x1, y1] = shape.box;
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(this.height, Math.ceil(y1)); y++) {
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(this.width, Math.ceil(x1)); x++) {
        let hits = 0;
        for (const sy of SAMPLES) for (const sx of SAMPLES) if (shape.inside(x + sx, y + sy)) hits++;
        if (!hits) continue;
        const a = (opacity * hits) / 4;
        const at = (y * this.width + x) * 3;
        for (let c = 0; c < 3; c++) this.rgb[at + c] = Math.round(this.rgb[at + c]! * (1 - a) + colour[c]! * a);
      }
    }
  }
}
