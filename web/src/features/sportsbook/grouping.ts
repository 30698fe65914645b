/**
 * A group of items and its id: what a list keys the group's container by. The id names the group itself,
 * never its place, so a group coming or going before it does not mount it afresh (its rows would lose
 * what they show, such as a price's flash).
 */
export interface Group<T> {
  key: string;
  id: string;
  items: T[];
}

/** Items grouped by a key, groups in the order their first item came (the server's order); the key is the id. */
export function groupInOrder<T>(items: readonly T[], keyOf: (item: T) => string): Group<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups].map(([key, members]) => ({ key, id: key, items: members }));
}

/**
 * Items in their order (the server's: kick-off time), a new group each time the key changes — the list
 * sorted by time still shows which tournament each match belongs to. One key may come back later: each
 * run's id is the key and how many runs of it came before.
 */
export function groupRuns<T>(items: readonly T[], keyOf: (item: T) => string): Group<T>[] {
  const groups: Group<T>[] = [];
  const runs = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    const last = groups.at(-1);
    if (last && last.key === key) {
      last.items.push(item);
      continue;
    }
    const run = runs.get(key) ?? 0;
    runs.set(key, run + 1);
    groups.push({ key, id: `${key}:${run}`, items: [item] });
  }
  return groups;
}

/** A set held as a sorted list (storable), with one id flipped. */
export function toggleId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((each) => each !== id) : [...ids, id].sort();
}

export interface ScheduleEntryLike {
  matchId: string;
  sportId: string;
}

export interface ScheduleSportLike {
  sportId: string;
  matchesCount: number;
}

/**
 * A schedule day without the matches that left it since it loaded (seed 002 §4 "Schedule"). `gone` maps
 * a match to the status it moved to. On the first day (today) a match that starts stays, now live;
 * anything else that went leaves the day, and past the first day a sport whose last match went leaves
 * the day's sports too.
 */
export function pruneSchedule<E extends ScheduleEntryLike, S extends ScheduleSportLike>(
  entries: readonly E[],
  sports: readonly S[],
  gone: ReadonlyMap<string, string>,
  isFirstDay: boolean,
): { entries: E[]; sports: S[] } {
  if (gone.size === 0) return { entries: [...entries], sports: [...sports] };
  const leaves = (entry: E) => {
    const status = gone.get(entry.matchId);
    return status !== undefined && !(isFirstDay && status === 'LIVE');
  };
  const removedBySport = new Map<string, number>();
  const kept: E[] = [];
  for (const entry of entries) {
    if (leaves(entry)) removedBySport.set(entry.sportId, (removedBySport.get(entry.sportId) ?? 0) + 1);
    else kept.push(entry);
  }
  const keptSports: S[] = [];
  for (const sport of sports) {
    const matchesCount = Math.max(0, sport.matchesCount - (removedBySport.get(sport.sportId) ?? 0));
    if (matchesCount === 0 && !isFirstDay) continue;
    keptSports.push(matchesCount === sport.matchesCount ? sport : { ...sport, matchesCount });
  }
  return { entries: kept, sports: keptSports };
}
