/**
 * Each engine's documented return to player, one place to read it (the game page shows it; the
 * catalogue's rtp_bp should agree): the slots' exact figures (computed once per process: ~80 ms per
 * paytable), roulette's 36/37, blackjack's measured figure per initial stake, keno's lowest paytable row.
 */
import { BLACKJACK_RTP } from './blackjack';
import { KENO_RTP } from './keno';
import { ROULETTE_RTP } from './roulette';
import { slotVariantOf, theoreticalRtp, type SlotVariant } from './slot';

const slotRtps = new Map<SlotVariant, number>();

/** The RTP of an engine and variant as a fraction (an unknown slot variant is the medium paytable). */
export function engineRtp(engine: 'slot' | 'roulette' | 'blackjack' | 'keno', variant: string): number {
  if (engine === 'roulette') return ROULETTE_RTP;
  if (engine === 'keno') return KENO_RTP;
  if (engine === 'blackjack') return BLACKJACK_RTP;
  const slot = slotVariantOf(variant);
  let rtp = slotRtps.get(slot);
  if (rtp === undefined) slotRtps.set(slot, (rtp = theoreticalRtp(slot).rtp));
  return rtp;
}
