/** The lines this process's loggers write, parsed, while a test captures them (rules/log.ts setLogSink). */
import type { Logger } from 'pino';
import { log as gatewayLog } from '../../gateway/log';
import { log as platformLog } from '../../platform/log';
import { setLogSink } from '../../rules/log';

export type LogLine = Record<string, unknown> & { level: number; msg: string; service: 'gateway' | 'platform' };

/** Captures every line at `level` and above (the tests run at warn) until restore(); `raw` keeps the text as written. */
export function captureLogs(level: 'info' | 'warn' = 'info') {
  const raw: string[] = [];
  const loggers: Logger[] = [gatewayLog, platformLog];
  const levels = loggers.map((logger) => logger.level);
  for (const logger of loggers) logger.level = level;
  setLogSink({ write: (line) => void raw.push(line) });
  return {
    raw,
    get lines(): LogLine[] {
      return raw.map((line) => JSON.parse(line) as LogLine);
    },
    restore() {
      setLogSink(null);
      loggers.forEach((logger, i) => (logger.level = levels[i]!));
    },
  };
}
