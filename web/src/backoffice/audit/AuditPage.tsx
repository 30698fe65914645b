import { Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AuditFilter, AuditPageQuery } from './__generated__/AuditPageQuery.graphql';
import { changesOf } from './changes';

const auditQuery = graphql`
  query AuditPageQuery($filter: AuditFilter, $after: String) {
    backoffice {
      auditCsvUrl(filter: $filter)
      auditLog(filter: $filter, after: $after, first: 50) {
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
    }
  }
`;

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
 * The audit log: filtered, newest first, page after page, with its CSV. `operation` starts it filtered to
 * the operations beginning so (the trading screen's audit: `trading.`), the same page and form otherwise.
 */
export default function AuditPage({ operation }: { operation?: string } = {}) {
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
              <input id={`audit-${name}`} className="input" name={name} defaultValue={name === 'operation' ? operation : undefined} />
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
            <AuditRows filter={filter} after={after} last={index === cursors.length - 1} more={(cursor) => setCursors((list) => [...list, cursor])} />
          </Suspense>
        ))}
      </table>
    </section>
  );
}

function AuditRows({ filter, after, last, more }: { filter: AuditFilter; after: string | null; last: boolean; more: (cursor: string) => void }) {
  const { t, i18n } = useTranslation(['backoffice']);
  const { backoffice } = useLazyLoadQuery<AuditPageQuery>(auditQuery, { filter, after }, { fetchPolicy: 'network-only' });
  const { edges, pageInfo } = backoffice.auditLog;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <tbody>
      {after === null && (
        <tr>
          <td colSpan={6}>
            <a className="button button--small" href={backoffice.auditCsvUrl} download>
              {t('backoffice:audit.csv')}
            </a>
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
