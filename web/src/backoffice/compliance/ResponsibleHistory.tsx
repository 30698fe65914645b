import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { historySentence } from '../../features/responsible/history';
import { formatDateTime, formatMoney } from '../../features/shell/format';
import type { ResponsibleHistoryQuery } from './__generated__/ResponsibleHistoryQuery.graphql';

const historyQuery = graphql`
  query ResponsibleHistoryQuery($playerId: String!) {
    backoffice {
      playerResponsibleHistory(playerId: $playerId) {
        legacyId
        actor
        action
        subject
        before
        after
        at
      }
    }
  }
`;

/**
 * A player's responsible-gambling history beside a document or a flag: asked for only when opened (a
 * queue of many players costs nothing until one is looked at), and in the same sentences the player
 * reads on their own page (features/responsible/history.ts).
 */
export function ResponsibleHistory({ playerId, userName }: { playerId: string; userName: string }) {
  const { t } = useTranslation('backoffice-compliance');
  const [open, setOpen] = useState(false);
  return (
    <details className="details" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('page.historyOf', { name: userName })}</summary>
      {open && (
        <Suspense fallback={<p aria-busy="true">{t('page.loading')}</p>}>
          <HistoryList playerId={playerId} />
        </Suspense>
      )}
    </details>
  );
}

function HistoryList({ playerId }: { playerId: string }) {
  const { t, i18n } = useTranslation(['backoffice-compliance', 'responsible']);
  const lang = i18n.language;
  const { backoffice } = useLazyLoadQuery<ResponsibleHistoryQuery>(historyQuery, { playerId }, { fetchPolicy: 'network-only' });
  const entries = backoffice.playerResponsibleHistory;
  const tools = { t, money: (amount: string, currency: string) => formatMoney(lang, amount, currency), date: (iso: string) => formatDateTime(lang, iso) };
  if (entries.length === 0) return <p className="muted">{t('backoffice-compliance:page.noHistory')}</p>;
  return (
    <ol className="backoffice-history" data-testid="responsible-history">
      {entries.map((entry) => (
        <li key={entry.legacyId}>
          <time dateTime={entry.at} className="muted">
            {formatDateTime(lang, entry.at)}
          </time>{' '}
          <span>{historySentence(entry, tools)}</span>{' '}
          <span className="muted">({t(`backoffice-compliance:actors.${entry.actor}`, { defaultValue: entry.actor })})</span>
        </li>
      ))}
    </ol>
  );
}
