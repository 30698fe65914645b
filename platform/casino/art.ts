/**
 * A game's cover, drawn here from a hash of its slug and its title: nothing is fetched from elsewhere
 * (issue 7), the same game always gets the same picture, and neighbours in the grid differ.
 */
import { createHash } from 'node:crypto';
import type { GameKind } from './schema';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The title in at most three lines of about 14 characters, broken between words. */
function lines(title: string): string[] {
  const out: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = out.at(-1);
    if (last !== undefined && last.length + word.length + 1 <= 14) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.length > 3 ? [...out.slice(0, 2), `${out.slice(2).join(' ').slice(0, 13)}…`] : out;
}

/** A motif per kind: reels for slots, a wheel for roulette-like games, cards for the rest. */
function motif(kind: GameKind, bytes: Buffer, accent: string): string {
  if (kind === 'slot') {
    return [0, 1, 2]
      .map((i) => `<rect x="${38 + i * 44}" y="44" width="36" height="52" rx="6" fill="#0006" stroke="${accent}" stroke-width="2"/><text x="${56 + i * 44}" y="80" text-anchor="middle" font-size="26" fill="${accent}">${'7★♦♣♥$'[bytes[4 + i]! % 6]}</text>`)
      .join('');
  }
  if (kind === 'live' || kind === 'virtual' || bytes[7]! % 2 === 0) {
    const spokes = Array.from({ length: 12 }, (_, i) => {
      const angle = (i * Math.PI) / 6;
      return `<line x1="100" y1="70" x2="${(100 + 34 * Math.cos(angle)).toFixed(1)}" y2="${(70 + 34 * Math.sin(angle)).toFixed(1)}" stroke="${accent}" stroke-width="1.5"/>`;
    }).join('');
    return `<circle cx="100" cy="70" r="36" fill="#0005" stroke="${accent}" stroke-width="3"/>${spokes}<circle cx="100" cy="70" r="8" fill="${accent}"/>`;
  }
  return `<rect x="70" y="40" width="40" height="58" rx="5" fill="#fff" transform="rotate(-12 90 69)"/><rect x="92" y="40" width="40" height="58" rx="5" fill="#fff" stroke="${accent}" stroke-width="2" transform="rotate(10 112 69)"/><text x="112" y="78" text-anchor="middle" font-size="24" fill="#c0392b" transform="rotate(10 112 69)">A♥</text>`;
}

export function gameArtSvg(game: { slug: string; title: string; kind: GameKind; providerName: string }): string {
  const bytes = createHash('sha256').update(game.slug).digest();
  const hue = (bytes[0]! * 360) / 256;
  const second = (hue + 40 + (bytes[1]! % 120)) % 360;
  const accent = `hsl(${((hue + 180) % 360).toFixed(0)} 90% 70%)`;
  const bubbles = Array.from({ length: 5 }, (_, i) => {
    const x = (bytes[8 + i]! * 200) / 256;
    const y = (bytes[13 + i]! * 260) / 256;
    const r = 8 + (bytes[18 + i]! % 30);
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r}" fill="#fff" opacity=".08"/>`;
  }).join('');
  const text = lines(game.title)
    .map((line, i) => `<text x="100" y="${150 + i * 24}" text-anchor="middle" font-size="20" font-weight="800" fill="#fff">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 260" role="img" aria-label="${escapeXml(game.title)}" font-family="system-ui,sans-serif">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)} 70% 38%)"/><stop offset="1" stop-color="hsl(${second.toFixed(0)} 75% 18%)"/></linearGradient></defs>
<rect width="200" height="260" rx="14" fill="url(#g)"/>${bubbles}${motif(game.kind, bytes, accent)}${text}
<text x="100" y="246" text-anchor="middle" font-size="11" fill="#fffc" letter-spacing="1">${escapeXml(game.providerName.toUpperCase())}</text>
</svg>`;
}
