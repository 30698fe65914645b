/** Pure rules of the private-messages page (seed 001 §2 /{lang}/user/privateMessage/{messageId?}). */

/** Seed 001 §9 "Default page size 20". */
export const MESSAGE_PAGE = 20;

/** The page's path under /{lang}/: the list alone, or the list and one message open. */
export const messagePath = (legacyId?: string | null) => (legacyId ? `user/privateMessage/${legacyId}` : 'user/privateMessage');

/** The address's :messageId when it can name a message (the platform's numbers), else null: no reader. */
export function messageIdOf(param: string | undefined): string | null {
  return param && /^\d{1,18}$/.test(param) ? param : null;
}

/** The header badge's text: nothing at zero, the number, or "99+" past 99 so it keeps its width. */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}

/** The list's preview of a body: its first line, whitespace collapsed, cut at a word near `length` with an ellipsis. */
export function excerpt(body: string, length = 90): string {
  const line = body.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Where to go after removing a message: the list alone when the removed one was open, otherwise stay. */
export function afterRemoval(openId: string | null, removedLegacyId: string): string | null {
  return openId === removedLegacyId ? messagePath() : null;
}

/** The reader marks a message read once it is shown: only an unread one, and only once per message. */
export function shouldMarkRead(message: { legacyId: string; read: boolean } | null | undefined, alreadyMarked: ReadonlySet<string>): boolean {
  return !!message && !message.read && !alreadyMarked.has(message.legacyId);
}
