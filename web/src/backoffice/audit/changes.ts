/** One field an audited action changed (or recorded), as the audit page lists it. */
export interface Change {
  field: string;
  before: string | null;
  after: string | null;
}

const shown = (value: unknown): string | null => (value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value));

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/**
 * An entry's before and after as rows a person reads: one per field of either, the ones that changed
 * first. A before or after that is not an object (a number, a list) is one row named "".
 */
export function changesOf(before: unknown, after: unknown): Change[] {
  const from = asRecord(before);
  const to = asRecord(after);
  if ((before != null && !from) || (after != null && !to)) return [{ field: '', before: shown(before ?? undefined), after: shown(after ?? undefined) }];
  const fields = [...new Set([...Object.keys(from ?? {}), ...Object.keys(to ?? {})])];
  const rows = fields.map((field) => ({ field, before: shown(from?.[field]), after: shown(to?.[field]) }));
  return [...rows.filter((row) => row.before !== row.after), ...rows.filter((row) => row.before === row.after)];
}
