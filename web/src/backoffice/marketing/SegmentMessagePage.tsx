import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { FormStatus } from '../../features/forms/fields';
import { dataOf, failureOf, type Failure } from '../../mutations/results';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import { FailureText } from '../FailureText';
import { CAMPAIGN_CURRENCIES, Field } from './fields';
import type { MarketingSegmentInput, SegmentMessagePageSizeQuery } from './__generated__/SegmentMessagePageSizeQuery.graphql';
import type { SegmentMessagePageSendMutation } from './__generated__/SegmentMessagePageSendMutation.graphql';
import './marketing.css';

const sizeQuery = graphql`
  query SegmentMessagePageSizeQuery($segment: MarketingSegmentInput!) {
    backoffice {
      marketingSegmentSize(segment: $segment)
    }
  }
`;

const sendMutation = graphql`
  mutation SegmentMessagePageSendMutation($segment: MarketingSegmentInput!, $subject: String!, $body: String!, $idempotencyKey: String!) {
    backoffice {
      sendSegmentMessage(segment: $segment, subject: $subject, body: $body, idempotencyKey: $idempotencyKey) {
        __typename
        ... on SegmentMessageSent {
          recipients
          replayed
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

/** The segment a form names: blank conditions left out. */
function segmentOf(data: FormData): MarketingSegmentInput {
  const countries = String(data.get('countries') ?? '')
    .split(/[\s,]+/)
    .map((country) => country.trim().toUpperCase())
    .filter(Boolean);
  const currencies = data.getAll('currencies').map(String);
  const day = (name: string) => (String(data.get(name) ?? '') ? new Date(`${String(data.get(name))}T00:00:00Z`).toISOString() : null);
  const deposited = String(data.get('hasDeposited') ?? '');
  return {
    countries: countries.length ? countries : null,
    currencies: currencies.length ? currencies : null,
    registeredFrom: day('registeredFrom'),
    registeredTo: day('registeredTo'),
    hasDeposited: deposited === '' ? null : deposited === 'yes',
  };
}

/** A new key for each composed message: a retry of one send (a double click, a lost answer) reuses it. */
const newKey = () => crypto.randomUUID();

/**
 * /backoffice/segment-messages (issue 18): a private message to a segment of players — by country,
 * currency, registration date and whether they deposited — counted before it is sent, and sent once
 * whatever the retries (the form's idempotency key lasts until the message is sent).
 */
export default function SegmentMessagePage() {
  const { t } = useTranslation('backoffice-marketing');
  const environment = useRelayEnvironment();
  const [send, pending] = usePromiseMutation<SegmentMessagePageSendMutation>(sendMutation);
  const [key, setKey] = useState(newKey);
  const [count, setCount] = useState<number | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sent, setSent] = useState<{ recipients: number; replayed: boolean } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const preview = async () => {
    if (!formRef.current) return;
    setSent(null);
    const answer = await fetchQuery<SegmentMessagePageSizeQuery>(environment, sizeQuery, { segment: segmentOf(new FormData(formRef.current)) }, { fetchPolicy: 'network-only' }).toPromise();
    setCount(answer?.backoffice.marketingSegmentSize ?? null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const answer = (
      await send({ segment: segmentOf(data), subject: String(data.get('subject') ?? '').trim(), body: String(data.get('body') ?? '').trim(), idempotencyKey: key })
    ).backoffice.sendSegmentMessage;
    setFailure(failureOf(answer));
    const done = dataOf(answer);
    if (!done) return;
    setSent({ recipients: done.recipients, replayed: done.replayed });
    setCount(null);
    form.reset();
    setKey(newKey());
  };

  return (
    <section className="page backoffice-page backoffice-marketing" aria-labelledby="segment-title">
      <h1 id="segment-title">{t('messages.title')}</h1>
      <p className="muted">{t('messages.help')}</p>
      <form ref={formRef} className="form form--wide" noValidate onSubmit={submit} aria-busy={pending} aria-label={t('messages.title')}>
        <FailureText failure={failure} />
        {sent && <FormStatus tone="success">{t(sent.replayed ? 'messages.replayed' : 'messages.sent', { count: sent.recipients })}</FormStatus>}
        <fieldset className="field field--group">
          <legend className="field__label">{t('messages.segment')}</legend>
          <div className="backoffice-marketing__row">
            <Field id="segment-countries" label={t('messages.countries')}>
              {(id) => <input id={id} className="input" name="countries" autoComplete="off" placeholder="SE, DE" />}
            </Field>
            <Field id="segment-registeredFrom" label={t('messages.registeredFrom')}>
              {(id) => <input id={id} className="input" name="registeredFrom" type="date" />}
            </Field>
            <Field id="segment-registeredTo" label={t('messages.registeredTo')}>
              {(id) => <input id={id} className="input" name="registeredTo" type="date" />}
            </Field>
            <Field id="segment-hasDeposited" label={t('messages.hasDeposited')}>
              {(id) => (
                <select id={id} className="input" name="hasDeposited" defaultValue="">
                  <option value="">{t('messages.deposited.any')}</option>
                  <option value="yes">{t('messages.deposited.yes')}</option>
                  <option value="no">{t('messages.deposited.no')}</option>
                </select>
              )}
            </Field>
          </div>
          <fieldset className="field field--group">
            <legend className="field__label">{t('messages.currencies')}</legend>
            {CAMPAIGN_CURRENCIES.map((currency) => (
              <label key={currency} className="checkbox" htmlFor={`segment-currency-${currency}`}>
                <input id={`segment-currency-${currency}`} type="checkbox" name="currencies" value={currency} /> {currency}
              </label>
            ))}
          </fieldset>
          <button type="button" className="button" onClick={() => void preview()}>
            {t('messages.count')}
          </button>
          {count !== null && (
            <p role="status" data-testid="segment-count">
              {t('messages.counted', { count })}
            </p>
          )}
        </fieldset>
        <Field id="segment-subject" label={t('messages.subject')}>
          {(id) => <input id={id} className="input" name="subject" required maxLength={200} />}
        </Field>
        <Field id="segment-body" label={t('messages.body')}>
          {(id) => <textarea id={id} className="input" name="body" required rows={5} maxLength={5000} />}
        </Field>
        <button type="submit" className="button button--primary" disabled={pending}>
          {t('messages.send')}
        </button>
      </form>
    </section>
  );
}
