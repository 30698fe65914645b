import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { dataOf, failureOf, type Failure } from '../../mutations/results';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import { FailureText } from '../FailureText';
import type { ReleasesSectionPublishMutation } from './__generated__/ReleasesSectionPublishMutation.graphql';
import type { ReleasesSectionQuery } from './__generated__/ReleasesSectionQuery.graphql';

const releasesQuery = graphql`
  query ReleasesSectionQuery {
    backoffice {
      releases {
        live
        releases {
          hash
          publishedAt
        }
      }
    }
  }
`;

const publishMutation = graphql`
  mutation ReleasesSectionPublishMutation($hash: String!) {
    backoffice {
      publishRelease(hash: $hash) {
        __typename
        ... on ReleasePublication {
          hash
          changed
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

/** The live build, the ones before it, and publishing a new one (open player pages are asked to refresh). */
export default function ReleasesSection() {
  const { t, i18n } = useTranslation(['backoffice-operations']);
  const [fetchKey, setFetchKey] = useState(0);
  const { releases } = useLazyLoadQuery<ReleasesSectionQuery>(releasesQuery, {}, { fetchPolicy: 'network-only', fetchKey }).backoffice;
  const [publish, pending] = usePromiseMutation<ReleasesSectionPublishMutation>(publishMutation);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const answer = (await publish({ hash: String(new FormData(form).get('hash') ?? '').trim() })).backoffice.publishRelease;
    setFailure(failureOf(answer));
    const done = dataOf(answer);
    setOutcome(done ? t(done.changed ? 'backoffice-operations:releases.published' : 'backoffice-operations:releases.unchanged', { hash: done.hash }) : null);
    if (done) {
      form.reset();
      setFetchKey((key) => key + 1);
    }
  };

  return (
    <section aria-labelledby="releases-title">
      <h2 id="releases-title">{t('backoffice-operations:releases.title')}</h2>
      <p data-testid="live-release">
        {t('backoffice-operations:releases.live')}: <code>{releases.live || t('backoffice-operations:releases.none')}</code>
      </p>
      {releases.releases.length > 0 && (
        <table className="backoffice-table">
          <caption className="visually-hidden">{t('backoffice-operations:releases.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('backoffice-operations:releases.hash')}</th>
              <th scope="col">{t('backoffice-operations:releases.publishedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {releases.releases.map((release) => (
              <tr key={`${release.hash}-${release.publishedAt}`}>
                <td>
                  <code>{release.hash}</code>
                </td>
                <td>{when.format(new Date(release.publishedAt))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form className="form" noValidate onSubmit={submit} aria-busy={pending} aria-labelledby="publish-title">
        <h3 id="publish-title">{t('backoffice-operations:releases.publishTitle')}</h3>
        <p>{t('backoffice-operations:releases.publishHelp')}</p>
        <FailureText failure={failure} />
        {outcome && (
          <p className="form-status" role="status">
            {outcome}
          </p>
        )}
        <div className="field">
          <label className="field__label" htmlFor="publish-hash">
            {t('backoffice-operations:releases.hash')}
          </label>
          <input id="publish-hash" className="input" name="hash" required />
        </div>
        <button type="submit" className="button button--primary" disabled={pending}>
          {t('backoffice-operations:releases.publish')}
        </button>
      </form>
    </section>
  );
}
