/**
 * A game's cover, drawn here: nothing is fetched from elsewhere (issue 7). Its motif is the game itself
 * (coverMotif: by engine, never by chance); the colours and details come from a hash of the slug, so the
 * same game always gets the same picture and neighbours in the grid differ.
 */
import { createHash } from 'node:crypto';
import type { GameEngine } from './schema';

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

/**
 * The drawing's version, carried in the image URL (games.ts imageUrl): the art is served immutable for a
 * year, so a change to what the covers show must change their address, or browsers keep the old picture.
 * 2: the motif by engine (issue 22).
 */
export const ART_VERSION = 2;

/** What a cover shows: the game itself, never a picture another game could claim. */
export type CoverMotif = 'reels' | 'wheel' | 'cards' | 'balls';

/**
 * The motif per engine: the engine is what the game plays (every catalogue row has one), so a
 * blackjack table — live, virtual or RNG — shows cards and a roulette wheel a wheel. Keyed by
 * GameEngine so a new engine cannot ship without its picture (issue 22: half the blackjack tables
 * showed the wheel, drawn by a hash).
 */
const MOTIF: Readonly<Record<GameEngine, CoverMotif>> = { slot: 'reels', roulette: 'wheel', blackjack: 'cards', keno: 'balls' };

export const coverMotif = (game: { engine: GameEngine }): CoverMotif => MOTIF[game.engine];

/** The motif's drawing; bytes vary the details (reel symbols) so neighbours still differ. */
function motif(kind: CoverMotif, bytes: Buffer, accent: string): string {
  const group = (body: string) => `<g data-motif="${kind}">${body}</g>`;
  switch (kind) {
    case 'reels':
      return group(
        [0, 1, 2]
          .map((i) => `<rect x="${38 + i * 44}" y="44" width="36" height="52" rx="6" fill="#0006" stroke="${accent}" stroke-width="2"/><text x="${56 + i * 44}" y="80" text-anchor="middle" font-size="26" fill="${accent}">${'7★♦♣♥$'[bytes[4 + i]! % 6]}</text>`)
          .join(''),
      );
    case 'wheel': {
      // Red and black pockets round a green zero: a dashed ring over a red one, 36 pockets of equal arc.
      const ring = 2 * Math.PI * 30;
      const pocket = (ring / 37).toFixed(2);
      const spokes = Array.from({ length: 8 }, (_, i) => {
        const angle = (i * Math.PI) / 4;
        return `<line x1="100" y1="70" x2="${(100 + 22 * Math.cos(angle)).toFixed(1)}" y2="${(70 + 22 * Math.sin(angle)).toFixed(1)}" stroke="${accent}" stroke-width="1.5"/>`;
      }).join('');
      return group(
        `<circle cx="100" cy="70" r="38" fill="#3b2414" stroke="${accent}" stroke-width="3"/>` +
          `<circle cx="100" cy="70" r="30" fill="none" stroke="#b71c1c" stroke-width="10"/>` +
          `<circle cx="100" cy="70" r="30" fill="none" stroke="#111" stroke-width="10" stroke-dasharray="${pocket} ${pocket}" stroke-dashoffset="-${pocket}"/>` +
          `<circle cx="100" cy="70" r="30" fill="none" stroke="#1b7a3a" stroke-width="10" stroke-dasharray="${pocket} ${(ring - Number(pocket)).toFixed(2)}"/>` +
          `<circle cx="100" cy="70" r="24" fill="#0006"/>${spokes}<circle cx="100" cy="70" r="6" fill="${accent}"/><circle cx="121" cy="52" r="3.5" fill="#fff"/>`,
      );
    }
    case 'cards':
      // An ace and a king: a blackjack, the hand every card table knows.
      return group(
        `<rect x="66" y="40" width="40" height="58" rx="5" fill="#fff" stroke="#0003" transform="rotate(-12 86 69)"/><text x="80" y="76" text-anchor="middle" font-size="18" fill="#111" transform="rotate(-12 86 69)">A♠</text>` +
          `<rect x="94" y="40" width="40" height="58" rx="5" fill="#fff" stroke="${accent}" stroke-width="2" transform="rotate(10 114 69)"/><text x="114" y="76" text-anchor="middle" font-size="18" fill="#c0392b" transform="rotate(10 114 69)">K♥</text>`,
      );
    case 'balls':
      // Drawn balls of a keno draw (1…80), their numbers varied by the bytes so neighbours differ.
      return group(
        [0, 1, 2, 3]
          .map((i) => `<circle cx="${55 + i * 30}" cy="${i % 2 ? 80 : 60}" r="15" fill="#fff" stroke="${accent}" stroke-width="3"/><text x="${55 + i * 30}" y="${(i % 2 ? 80 : 60) + 6}" text-anchor="middle" font-size="15" font-weight="800" fill="#111">${1 + (bytes[4 + i]! % 80)}</text>`)
          .join(''),
      );
  }
}

export function gameArtSvg(game: { slug: string; title: string; engine: GameEngine; providerName: string }): string {
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
<rect width="200" height="260" rx="14" fill="url(#g)"/>${bubbles}${motif(coverMotif(game), bytes, accent)}${text}
<text x="100" y="246" text-anchor="middle" font-size="11" fill="#fffc" letter-spacing="1">${escapeXml(game.providerName.toUpperCase())}</text>
</svg>`;
}
