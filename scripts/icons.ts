/**
 * `node --import tsx scripts/icons.ts`: the web app's PNG icons and favicon.ico drawn from the logo
 * (web/public/favicon.svg: a dark rounded square, a green hexagon, a gold dot), written to web/public/ and
 * committed. Drawn here, shape by shape with 4×4 samples a pixel, so no image library is needed; run it
 * again when the logo changes (issue 24: the site installs as an app).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

type Rgba = [number, number, number, number];

const hex = (colour: string): Rgba => [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16)).concat(255) as Rgba;
/** The logo's colours (favicon.svg; the background is the theme colour of index.html and the manifest). */
export const BACKGROUND = '#0d1117';
const HEXAGON = hex('#2ee59d');
const DOT = hex('#ffc145');

/** The logo's geometry in its 64×64 box. */
const CORNERS: [number, number][] = [
  [32, 10],
  [52, 22],
  [52, 42],
  [32, 54],
  [12, 42],
  [12, 22],
];

function distanceToSegment(x: number, y: number, [ax, ay]: [number, number], [bx, by]: [number, number]): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}

const inRoundedSquare = (x: number, y: number, radius: number) => {
  const cx = Math.max(radius, Math.min(64 - radius, x));
  const cy = Math.max(radius, Math.min(64 - radius, y));
  return x >= 0 && x <= 64 && y >= 0 && y <= 64 && Math.hypot(x - cx, y - cy) <= radius;
};

/** The colour of a point of the logo, or null outside it. `maskable`: full-bleed background, logo in the safe zone. */
function colourAt(x: number, y: number, maskable: boolean): Rgba | null {
  if (maskable) {
    // The platform's mask may cut anything outside the centre circle of 80 %: the logo shrinks into it.
    const scale = 0.72;
    x = 32 + (x - 32) / scale;
    y = 32 + (y - 32) / scale;
  } else if (!inRoundedSquare(x, y, 14)) return null;
  if (Math.hypot(x - 32, y - 32) <= 7) return DOT;
  if (CORNERS.some((corner, index) => distanceToSegment(x, y, corner, CORNERS[(index + 1) % CORNERS.length]!) <= 2.5)) return HEXAGON;
  return hex(BACKGROUND);
}

/** RGBA pixels of the logo at `size`×`size`. */
function draw(size: number, maskable = false): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const colour = colourAt(((column + (sx + 0.5) / samples) * 64) / size, ((row + (sy + 0.5) / samples) * 64) / size, maskable);
          if (!colour) continue;
          // Premultiplied, so edges blend against transparency without a dark fringe.
          for (let channel = 0; channel < 3; channel += 1) sum[channel]! += colour[channel]!;
          sum[3]! += 255;
        }
      }
      const covered = sum[3]! / 255;
      const at = (row * size + column) * 4;
      for (let channel = 0; channel < 3; channel += 1) pixels[at + channel] = covered ? Math.round(sum[channel]! / covered) : 0;
      pixels[at + 3] = Math.round(sum[3]! / (samples * samples));
    }
  }
  return pixels;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG (8-bit RGBA, no filter) of the pixels. */
export function png(size: number, pixels: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: size }, (_, row) => Buffer.concat([Buffer.from([0]), pixels.subarray(row * size * 4, (row + 1) * size * 4)])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** A .ico holding PNG images (Windows Vista and every browser read PNG entries). */
export function ico(images: { size: number; data: Buffer }[]): Buffer {
  const directory = Buffer.alloc(6 + 16 * images.length);
  directory.writeUInt16LE(1, 2);
  directory.writeUInt16LE(images.length, 4);
  let offset = directory.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + index * 16;
    directory.writeUInt8(size >= 256 ? 0 : size, entry);
    directory.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    directory.writeUInt16LE(1, entry + 4);
    directory.writeUInt16LE(32, entry + 6);
    directory.writeUInt32LE(data.length, entry + 8);
    directory.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([directory, ...images.map((image) => image.data)]);
}

const out = (name: string) => fileURLToPath(new URL(`../web/public/${name}`, import.meta.url));

if (import.meta.url === `file://${process.argv[1]}`) {
  const icon = (size: number, maskable = false) => png(size, draw(size, maskable));
  writeFileSync(out('icon-192.png'), icon(192));
  writeFileSync(out('icon-512.png'), icon(512));
  writeFileSync(out('icon-maskable-512.png'), icon(512, true));
  // iOS rounds the corners itself and shows transparency black: the full-bleed form.
  writeFileSync(out('apple-touch-icon.png'), icon(180, true));
  writeFileSync(out('favicon.ico'), ico([16, 32, 48].map((size) => ({ size, data: icon(size) }))));
  console.log('web/public: icon-192.png, icon-512.png, icon-maskable-512.png, apple-touch-icon.png, favicon.ico');
}
