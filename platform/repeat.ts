/**
 * A background pass run again `intervalMs` after the previous one ends (never two at once); a failing
 * pass is logged and the next one tries again. stop() waits for the pass under way.
 */
import { log } from './log';

export function repeatEvery(label: string, intervalMs: number, pass: () => Promise<unknown>): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = pass()
      .catch((error: unknown) => log.error({ err: error, job: label }, 'background pass failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, intervalMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
