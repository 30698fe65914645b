/**
 * A bench's command line: `--name value` for each option its defaults declare (any other is refused, as
 * parseArgs does). An option whose default is a number answers a number, the figure every bench computes
 * with; one whose default is a word answers the word given.
 */
import { parseArgs } from 'node:util';

type Options<Defaults> = { [Name in keyof Defaults]: Defaults[Name] extends number ? number : string };

export function benchOptions<const Defaults extends Record<string, number | string>>(defaults: Defaults): Options<Defaults> {
  const names = Object.keys(defaults);
  const { values } = parseArgs({ options: Object.fromEntries(names.map((name) => [name, { type: 'string', default: String(defaults[name]) } as const])) });
  return Object.fromEntries(names.map((name) => [name, typeof defaults[name] === 'number' ? Number(values[name]) : values[name]])) as Options<Defaults>;
}
