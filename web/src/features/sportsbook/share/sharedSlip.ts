import type { BetslipSelection } from '../betslip/store';

/** The query parameter a shared bet's link carries (gateway/schema/bet-share.ts: the web link is /?share=CODE). */
export const SHARE_PARAM = 'share';

/** The link that opens a shared bet: the site's front page with the code, in any language. */
export const sharedLink = (origin: string, code: string) => `${origin}/?${SHARE_PARAM}=${encodeURIComponent(code)}`;

/** What the slip needs of one selection of Query.sharedBet. */
export interface SharedSelectionShape {
  readonly matchName: string;
  readonly state: string;
  /** The odd's label in the player's language ("Over 2.5"); the ticket's title when the odd is gone. */
  readonly label: string;
  readonly marketLabel: string;
  readonly odd: { readonly id: string; readonly matchId: string; readonly price: number | null | undefined } | null | undefined;
}

export interface SharedSlip {
  /** The selections to put on the slip, at the prices now. */
  entries: Omit<BetslipSelection, 'addedAt'>[];
  /** "Match: selection" of each one that cannot go on the slip now, in the ticket's order. */
  unavailable: string[];
}

/**
 * How a shared bet becomes slip entries: a selection goes on only while the book offers it at a price
 * (AVAILABLE with an odd and a price); every other one is named, so the player sees what the shared bet
 * had that they cannot have (suspended, settled, removed). Two selections of one odd go on once.
 */
export function sharedSlip(selections: readonly SharedSelectionShape[]): SharedSlip {
  const entries: SharedSlip['entries'] = [];
  const unavailable: string[] = [];
  const seen = new Set<string>();
  for (const selection of selections) {
    const odd = selection.odd;
    if (selection.state !== 'AVAILABLE' || !odd || odd.price == null) {
      unavailable.push(`${selection.matchName}: ${selection.label}`);
      continue;
    }
    if (seen.has(odd.id)) continue;
    seen.add(odd.id);
    entries.push({
      id: odd.id,
      matchId: odd.matchId,
      // The shared answer names the market by kind, not by id: the slip keeps the id only to show it.
      marketId: '',
      sportKey: '',
      matchName: selection.matchName,
      matchLink: '',
      marketLabel: selection.marketLabel,
      title: selection.label,
      price: odd.price,
    });
  }
  return { entries, unavailable };
}
