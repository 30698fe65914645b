import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import { UserBonusCard } from './UserBonusCard';
import type { MyBonusesList_query$key } from './__generated__/MyBonusesList_query.graphql';

/** Seed 001 §9 "Default page size 20". */
export const BONUS_PAGE = 20;

const fragment = graphql`
  fragment MyBonusesList_query on Query
  @refetchable(queryName: "MyBonusesListPaginationQuery")
  @argumentDefinitions(status: { type: "UserBonusFilter!" }, count: { type: "Int!" }, cursor: { type: "String" }) {
    viewer {
      myBonuses(status: $status, first: $count, after: $cursor) @connection(key: "MyBonusesList_myBonuses", filters: ["status"]) {
        totalCount
        edges {
          node {
            id
            ...UserBonusCard_bonus
          }
        }
      }
    }
  }
`;

/** /user/bonuses/active (appended or active) and /history (cancelled or completed), newest first, 20 at a time. */
export function MyBonusesList({ query, empty }: { query: MyBonusesList_query$key; empty: string }) {
  const { t } = useTranslation('cashier');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const bonuses = data.viewer?.myBonuses;
  if (!bonuses || bonuses.edges.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    <>
      <div className="bonus-grid" data-testid="my-bonuses">
        {bonuses.edges.map((edge) => (
          <UserBonusCard key={edge.node.id} bonus={edge.node} />
        ))}
      </div>
      {hasNext && (
        <button type="button" className="button show-more" disabled={isLoadingNext} onClick={() => loadNext(BONUS_PAGE)}>
          {isLoadingNext ? t('web.history.loading') : t('web.history.loadMore')}
        </button>
      )}
    </>
  );
}
