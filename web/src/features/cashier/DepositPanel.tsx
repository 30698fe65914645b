import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { FormStatus } from '../forms/fields';
import { useModal } from '../modals/ModalContext';
import type { X1TransferData } from '../modals/content/X1WidgetModal';
import { DepositLimitLink } from '../responsible/DepositLimitLink';
import { LimitPrompt } from '../responsible/LimitPrompt';
import { depositFormShown, limitPromptView } from '../responsible/limitPrompt';
import { MethodPicker } from './MethodPicker';
import { DepositForm, type DepositMethodData } from './DepositForm';
import type { DepositPanel_query$key } from './__generated__/DepositPanel_query.graphql';
import type { DepositPanel_viewer$key } from './__generated__/DepositPanel_viewer.graphql';

const viewerFragment = graphql`
  fragment DepositPanel_viewer on Viewer {
    countryCode
    ...LimitPrompt_viewer
    responsibleGambling {
      id
      limitPromptDue
      profile {
        limitPromptSkippable
      }
    }
    x1Status {
      status
      transferId
    }
    depositMethods {
      currency
      selectedMethod
      cardTypes {
        name
        firstDigit
      }
      methods {
        key
        label
        kind
        fields {
          name
          required
        }
        currencies {
          currency
          minAmount
          maxAmount
          blockchain
        }
      }
    }
  }
`;

const queryFragment = graphql`
  fragment DepositPanel_query on Query {
    countries {
      code
      name
    }
    currencies {
      code
      decimals
    }
  }
`;

/**
 * Seed 001 §4 "Deposit methods load": the methods the platform offers this
 * player (coinspaid already removed), the preferred one selected, and the
 * form of the selected method with its own fields.
 */
export function DepositPanel({ viewer, query, returnUrl }: { viewer: DepositPanel_viewer$key; query: DepositPanel_query$key; returnUrl: string }) {
  const { t } = useTranslation('cashier');
  const data = useFragment(viewerFragment, viewer);
  const reference = useFragment(queryFragment, query);
  const { selectedMethod } = data.depositMethods;
  const { open } = useModal();
  // Seed 001 §4: X1 is "disabled when the status call fails"; its method is not offered then.
  const methods = data.x1Status.status === 'DISABLED' ? data.depositMethods.methods.filter((entry) => entry.kind !== 'WIDGET') : data.depositMethods.methods;
  const waitingTransfer = data.x1Status.status === 'IN_PROGRESS' ? data.x1Status.transferId : null;
  const [selected, setSelected] = useState<string | null>(selectedMethod ?? methods[0]?.key ?? null);
  const method = methods.find((entry) => entry.key === selected) ?? methods[0];

  // Issue 17: before the first deposit, the deposit-limit prompt; where it may not be skipped, the form waits for a limit.
  const prompt = <LimitPrompt viewer={data} />;
  if (!depositFormShown(limitPromptView(data.responsibleGambling))) return <div className="cashier-panel" data-testid="deposit-panel">{prompt}</div>;
  if (!method) return <p className="empty-state">{t('web.deposit.noMethods')}</p>;
  return (
    <div className="cashier-panel" data-testid="deposit-panel">
      {prompt}
      {waitingTransfer && (
        <div className="cashier-panel__notice">
          <FormStatus tone="info">
            {t('web.x1.pendingTransfer')}{' '}
            <button type="button" className="button button--small" onClick={() => open('X1TransferModal', { transferId: waitingTransfer, bonusCode: null } satisfies X1TransferData)}>
              {t('web.x1.confirm')}
            </button>
          </FormStatus>
        </div>
      )}
      <MethodPicker
        legend={t('web.deposit.methods')}
        methods={methods.map((entry) => ({ key: entry.key, label: entry.label, note: t(`web.kinds.${entry.kind}`) }))}
        selected={method.key}
        onSelect={setSelected}
      />
      {/* A form per method: what was typed for one method does not leak into another. */}
      <DepositForm
        key={method.key}
        method={method as DepositMethodData}
        accountCurrency={data.depositMethods.currency}
        cardTypes={data.depositMethods.cardTypes}
        countries={reference.countries}
        currencies={reference.currencies}
        countryCode={data.countryCode}
        returnUrl={returnUrl}
      />
      <DepositLimitLink />
    </div>
  );
}
