import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { useSorting } from '../../settings/preferences';
import { groupInOrder, groupRuns } from '../grouping';
import { useToggleSet } from '../layout/sessionState';
import { ListSkeleton, MatchContainer } from '../layout/SportsbookLayout';
import { MatchRow } from './MatchRow';
import type { MatchRow_match$key } from './__generated__/MatchRow_match.graphql';

/**
 * What a list page selects of each of its matches for these groups, spread unmasked into its
 * connection's node: the tournament a match is grouped by, the live status the page keeps its phase by,
 * and the row's own data. The page adds what its containers' subtitle names (sport, country).
 */
export const groupedMatchFragment = graphql`
  fragment MatchGroups_match on Match {
    id
    tournament {
      id
      name
    }
    live {
      status
    }
    ...MatchRow_match
  }
`;

export interface GroupedMatch {
  id: string;
  tournament: { id: string; name: string };
  /** What the container's subtitle says of the tournament (sport, country). */
  where: string;
  match: MatchRow_match$key;
}

/**
 * A list's matches in containers by tournament (seed 002 §2) — or, sorted by time (seed 001 §2 sorting
 * setting), in kick-off order with a container for each run of one tournament — collapsible (the collapsed ones kept per
 * view), with the next page on demand.
 */
export function MatchGroups({
  matches,
  view,
  marketType,
  paging,
  onWatch,
  watching = null,
  testId,
}: {
  matches: readonly GroupedMatch[];
  view: string;
  marketType: string | null;
  paging: { hasNext: boolean; isLoadingNext: boolean; loadNext: () => void };
  onWatch?: (matchId: string) => void;
  watching?: string | null;
  testId?: string;
}) {
  const { t } = useTranslation('sportsbook');
  const [collapsed, toggle] = useToggleSet(`sb.${view}.collapsed`);
  const sorting = useSorting();
  const groups = (sorting === 'time' ? groupRuns : groupInOrder)(matches, (match) => match.tournament.id);
  return (
    <div className="match-list" data-testid={testId}>
      {groups.map(({ key, id, items }) => (
        <MatchContainer
          // Keyed by the group, not its place: a tournament appearing above must not remount the rows below.
          key={id}
          id={`${view}-${id}`}
          title={items[0]!.tournament.name}
          subtitle={items[0]!.where}
          count={items.length}
          expanded={!collapsed.has(key)}
          onToggle={() => toggle(key)}
        >
          {items.map((item) => (
            <MatchRow key={item.id} match={item.match} marketType={marketType} onWatch={onWatch} watching={watching === item.id} />
          ))}
        </MatchContainer>
      ))}
      {paging.hasNext && (
        <button type="button" className="button show-more" disabled={paging.isLoadingNext} onClick={paging.loadNext}>
          {paging.isLoadingNext ? t('list.loading') : t('list.showMore')}
        </button>
      )}
      {paging.isLoadingNext && <ListSkeleton />}
    </div>
  );
}
