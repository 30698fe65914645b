import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { useParams } from 'react-router-dom';
import { ADJUSTMENT_DIRECTIONS, ADJUSTMENT_REASONS } from '../../../../rules/payments';
import { formatMoney } from '../../features/shell/format';
import { dataOf, failureOf, type Failure } from '../../mutations/results';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import { ReasonForm, unsent } from '../ReasonForm';
import type { AdjustmentDirection, AdjustmentFormMutation, AdjustmentReason } from './__generated__/AdjustmentFormMutation.graphql';

const adjustMutation = graphql`
  mutation AdjustmentFormMutation($input: AdjustBalanceInput!) {
    backoffice {
      adjustBalance(input: $input) {
        __typename
        ... on Adjustment {
          userId
          direction
          amount
          currency
          balance
          replayed
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

/** The schema's enum names (the form's values) with the codes their labels are keyed by. */
const REASONS = Object.entries(ADJUSTMENT_REASONS).map(([name, [code]]) => ({ name: name as AdjustmentReason, code }));
const DIRECTIONS = Object.entries(ADJUSTMENT_DIRECTIONS).map(([name, [code]]) => ({ name: name as AdjustmentDirection, code }));
const newKey = () => crypto.randomUUID();

/**
 * A manual credit or debit of a player's cash. The form keeps one idempotency key until an answer
 * says the adjustment was made (or refused): a retry after a lost answer moves no money twice, and the
 * next adjustment gets a key of its own.
 */
export function AdjustmentForm() {
  const { t } = useTranslation('backoffice-payments');
  const { lang = 'en-US' } = useParams();
  const [adjust, pending] = usePromiseMutation<AdjustmentFormMutation>(adjustMutation);
  const [key, setKey] = useState(newKey);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const field = (name: string) => String(data.get(name) ?? '').trim();
    setDone(null);
    const answer = await adjust({
      input: {
        userId: field('userId'),
        direction: field('direction') as AdjustmentDirection,
        amount: field('amount'),
        reasonCode: field('reasonCode') as AdjustmentReason,
        note: field('note'),
        idempotencyKey: key,
      },
    }).catch(() => null);
    if (!answer) {
      setFailure(unsent(t('failed')));
      return;
    }
    const result = answer.backoffice.adjustBalance;
    setFailure(failureOf(result));
    setKey(newKey());
    const made = dataOf(result);
    if (!made) return;
    form.reset();
    const direction = t(`adjust.${DIRECTIONS.find(({ name }) => name === made.direction)?.code ?? 'credit'}`);
    setDone(
      made.replayed
        ? t('adjust.replayed')
        : t('adjust.done', { direction, amount: formatMoney(lang, made.amount, made.currency), userId: made.userId, balance: formatMoney(lang, made.balance, made.currency) }),
    );
  };

  return (
    <section aria-labelledby="adjust-title" data-testid="adjustment">
      <h2 id="adjust-title">{t('adjust.title')}</h2>
      <p className="muted">{t('adjust.help')}</p>
      <ReasonForm
        labelledBy="adjust-title"
        busy={pending}
        failure={failure}
        done={done}
        reason={{ id: 'adjust-note', name: 'note', label: t('adjust.note') }}
        submitLabel={t('adjust.submit')}
        onSubmit={(form) => void submit(form)}
      >
        <div className="field">
          <label className="field__label" htmlFor="adjust-userId">
            {t('adjust.userId')}
          </label>
          <input id="adjust-userId" className="input" name="userId" required inputMode="numeric" maxLength={18} />
        </div>
        <fieldset className="field field--group">
          <legend className="field__label">{t('adjust.direction')}</legend>
          {DIRECTIONS.map(({ name, code }) => (
            <label key={name} className="radio" htmlFor={`adjust-${code}`}>
              <input id={`adjust-${code}`} type="radio" name="direction" value={name} defaultChecked={code === 'credit'} /> {t(`adjust.${code}`)}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor="adjust-amount">
            {t('adjust.amount')}
          </label>
          <input id="adjust-amount" className="input" name="amount" required inputMode="decimal" maxLength={40} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="adjust-reason">
            {t('adjust.reason')}
          </label>
          <div className="select">
            <select id="adjust-reason" name="reasonCode" defaultValue="GOODWILL">
              {REASONS.map(({ name, code }) => (
                <option key={name} value={name}>
                  {t(`adjust.reasons.${code}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </ReasonForm>
    </section>
  );
}
