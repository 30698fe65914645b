/**
 * A feed's clock for benches: `seconds × ticksPerSecond` ticks, each started at its slot on the monotonic
 * clock, each given the changes due by its end so fractional rates per tick even out. A tick that starts
 * after its slot (the previous one ran over) counts late: the rate asked for was not kept.
 */
import { monotonicMs } from './child';

export interface Ticked {
  ticks: number;
  lateTicks: number;
  /** The ticks' slots, or longer when the last tick ran over its slot. */
  elapsedMs: number;
}

export async function runTicks(rate: number, ticksPerSecond: number, seconds: number, onTick: (tick: number, due: number) => Promise<void> | void): Promise<Ticked> {
  const ticks = Math.round(seconds * ticksPerSecond);
  const interval = 1000 / ticksPerSecond;
  let lateTicks = 0;
  const start = monotonicMs();
  for (let tick = 0; tick < ticks; tick++) {
    const wait = start + tick * interval - monotonicMs();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    else if (tick > 0) lateTicks++;
    await onTick(tick, Math.floor((rate * (tick + 1)) / ticksPerSecond) - Math.floor((rate * tick) / ticksPerSecond));
  }
  return { ticks, lateTicks, elapsedMs: Math.max(monotonicMs() - start, ticks * interval) };
}

/** How many changes the ticks of runTicks make in all. */
export const changesDue = (rate: number, ticksPerSecond: number, seconds: number) => Math.floor((rate * Math.round(seconds * ticksPerSecond)) / ticksPerSecond);
