import { Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { AuditFilter, AuditPageQuery } from './__generated__/AuditPageQuery.graphql';
import type { AuditPageTradingQuery } from './__generated__/AuditPageTradingQuery.graphql';
import type { AuditPage_entries$key } from './__generated__/AuditPage_entries.graphql';
import { changesOf } from './changes';

const auditQuery = graphql`
  query AuditPageQuery($filter: AuditFilter, $after: String) {
    backoffice {
      auditCsvUrl(filter: $filter)
      auditLog(filter: $filter, after: $after, first: 50) {
        ...AuditPage_entries
      }
    }
  }
`;

// The trading desk's read (trading.audit.read): the trading operations only, no CSV of the whole log.
const tradingAuditQuery = graphql`
  query AuditPageTradingQuery($filter: AuditFilter, $after: String) {
    backoffice {
      tradingAuditLog(filter: $filter, after: $after, first: 50) {
        ...AuditPage_entries
      }
    }
  }
`;

const entriesFragment = graphql`
  fragment AuditPage_entries on AuditEntryConnection {
    edges {
      cursor
      node {
        id
        at
        actor
        staffUserName
        roles
        operation
        targetType
        targetId
        before
        after
        reason
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
`;

/** The trading audit's operations: the platform refuses any other (platform/trading/audit-routes.ts). */
const TRADING_OPERATIONS = 'trading.';

const FILTER_FIELDS = ['staff', 'operation', 'targetType', 'targetId'] as const;

/** The filter a submitted form names: empty fields left out, the times as instants. */
function filterOf(data: FormData): AuditFilter {
  const filter: Record<string, string> = {};
  for (const name of FILTER_FIELDS) {
    const value = String(data.get(name) ?? '').trim();
    if (value) filter[name] = value;
  }
  for (const name of ['from', 'to'] as const) {
    const value = String(data.get(name) ?? '');
    if (value) filter[name] = new Date(value).toISOString();
  }
  return filter;
}

/**
 * The audit log: filtered, newest first, page after page, with its CSV. `trading` makes it the trading
 * screen's audit: the trading operations' own read (a trader may read it without the whole log), started
 * filtered to `trading.`, the same page and form otherwise.
 */
export default function AuditPage({ trading = false }: { trading?: boolean } = {}) {
  const operation = trading ? TRADING_OPERATIONS : undefined;
  const { t } = useTranslation(['backoffice']);
  const [filter, setFilter] = useState<AuditFilter>(operation ? { operation } : {});
  // Each page is the one after the last cursor of the page before; the first has none.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilter(filterOf(new FormData(event.currentTarget)));
    setCursors([null]);
  };

  return (
    <section className="page backoffice-page">
      <h1>{t('backoffice:audit.title')}</h1>
      <form className="form form--wide" onSubmit={submit} aria-label={t('backoffice:audit.filter')}>
        <div className="form__grid">
          {FILTER_FIELDS.map((name) => (
            <div className="field" key={name}>
              <label className="field__label" htmlFor={`audit-${name}`}>
                {t(`backoffice:audit.${name}`)}
              </label>
              <input
                id={`audit-${name}`}
                className="input"
                name={name}
                defaultValue={name === 'operation' ? operation : undefined}
                // The browser says why in the staff's language before a refused filter is sent.
                pattern={trading && name === 'operation' ? 'trading\\..*' : undefined}
                required={trading && name === 'operation'}
              />
            </div>
          ))}
          {(['from', 'to'] as const).map((name) => (
            <div className="field" key={name}>
              <label className="field__label" htmlFor={`audit-${name}`}>
                {t(`backoffice:audit.${name}`)}
              </label>
              <input id={`audit-${name}`} className="input" name={name} type="datetime-local" />
            </div>
          ))}
        </div>
        <button type="submit" className="button button--primary">
          {t('backoffice:audit.apply')}
        </button>
      </form>
      <table className="backoffice-table">
        <caption className="visually-hidden">{t('backoffice:audit.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('backoffice:audit.at')}</th>
            <th scope="col">{t('backoffice:audit.who')}</th>
            <th scope="col">{t('backoffice:audit.operation')}</th>
            <th scope="col">{t('backoffice:audit.target')}</th>
            <th scope="col">{t('backoffice:audit.changes')}</th>
            <th scope="col">{t('backoffice:audit.reason')}</th>
          </tr>
        </thead>
        {cursors.map((after, index) => (
          <Suspense key={after ?? ''} fallback={<tbody aria-busy="true" />}>
            {trading ? (
              <TradingAuditRows filter={filter} after={after} last={index === cursors.length - 1} more={(cursor) => setCursors((list) => [...list, cursor])} />
            ) : (
              <AuditRows filter={filter} after={after} last={index === cursors.length - 1} more={(cursor) => setCursors((list) => [...list, cursor])} />
            )}
          </Suspense>
        ))}
      </table>
    </section>
  );
}

interface RowsProps {
  filter: AuditFilter;
  after: string | null;
  last: boolean;
  more: (cursor: string) => void;
}

function AuditRows(props: RowsProps) {
  const { backoffice } = useLazyLoadQuery<AuditPageQuery>(auditQuery, { filter: props.filter, after: props.after }, { fetchPolicy: 'network-only' });
  return <AuditEntries {...props} entries={backoffice.auditLog} csvUrl={backoffice.auditCsvUrl} />;
}

function TradingAuditRows(props: RowsProps) {
  const { backoffice } = useLazyLoadQuery<AuditPageTradingQuery>(tradingAuditQuery, { filter: props.filter, after: props.after }, { fetchPolicy: 'network-only' });
  return <AuditEntries {...props} entries={backoffice.tradingAuditLog} csvUrl={null} />;
}

function AuditEntries({ entries, csvUrl, after, last, more }: RowsProps & { entries: AuditPage_entries$key; csvUrl: string | null }) {
  const { t, i18n } = useTranslation(['backoffice']);
  const { edges, pageInfo } = useFragment(entriesFragment, entries);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <tbody>
      {after === null && (
        <tr>
          <td colSpan={6}>
            {csvUrl && (
              <a className="button button--small" href={csvUrl} download>
                {t('backoffice:audit.csv')}
              </a>
            )}
            {edges.length === 0 && <p>{t('backoffice:audit.none')}</p>}
          </td>
        </tr>
      )}
      {edges.map(({ node: entry }) => (
        <tr key={entry.id} data-testid="audit-entry">
          <td>
            <time dateTime={entry.at}>{time.format(new Date(entry.at))}</time>
          </td>
          <td>
            {entry.staffUserName ?? t('backoffice:audit.machine')}
            {entry.roles.length > 0 && <div className="backoffice__roles">{entry.roles.map((role) => t(`backoffice:roles.${role}`, { defaultValue: role })).join(', ')}</div>}
          </td>
          <td>
            <code>{entry.operation}</code>
          </td>
          <td>{[entry.targetType, entry.targetId].filter(Boolean).join(' ')}</td>
          <td>
            <dl className="backoffice-changes">
              {changesOf(entry.before, entry.after).map((change) => (
                <div key={change.field}>
                  <dt>{change.field}</dt>
                  <dd>
                    {change.before ?? '—'} → {change.after ?? '—'}
                  </dd>
                </div>
              ))}
            </dl>
          </td>
          <td>{entry.reason}</td>
        </tr>
      ))}
      {last && pageInfo.hasNextPage && pageInfo.endCursor && (
        <tr>
          <td colSpan={6}>
            <button type="button" className="button" onClick={() => more(pageInfo.endCursor!)}>
              {t('backoffice:audit.more')}
            </button>
          </td>
        </tr>
      )}
    </tbody>
  );
}
