/**
 * The session time limit as typed: whole minutes the platform takes (5 to 1440, a day at most), or
 * an empty field for none. Checked here so a slip shows on the field at once; the platform checks again.
 */
export const SESSION_MINUTES = { min: 5, max: 1440 } as const;

export type ParsedMinutes = { ok: true; minutes: number | null } | { ok: false };

export function parseSessionMinutes(input: string): ParsedMinutes {
  const text = input.trim();
  if (text === '') return { ok: true, minutes: null };
  if (!/^\d+$/.test(text)) return { ok: false };
  const minutes = Number(text);
  return minutes >= SESSION_MINUTES.min && minutes <= SESSION_MINUTES.max ? { ok: true, minutes } : { ok: false };
}
