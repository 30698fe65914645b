import { Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import '../../../styles/sportsbook.css';
import '../../../styles/betslip.css';
import { usePlaceBetMutation } from '../../../mutations/usePlaceBetMutation';
import { useSetOddsPolicyMutation } from '../../../mutations/useSetOddsPolicyMutation';
import { parseMinor } from '../../../../../rules/money';
import { RetryKey } from '../../cashier/rules';
import { useViewer } from '../../shell/ViewerContext';
import { useOddsChanged } from '../feed';
import { cashouts, useTicketsVersion } from '../tickets/cashoutState';
import { useTicketEvents } from '../tickets/ticketEvents';
import { TicketsById } from '../tickets/TicketsById';
import { slipActivity, useSlipActivity } from './activity';
import { PanelBoundary } from './PanelBoundary';
import { coverOfEnum, placeBetInput, type ModelSelection, type SlipContext } from './model';
import { afterPlacement, slipOptions, useSlipOptions, type OddsPolicyChoice, type SlipOptions } from './options';
import { SelectionList, SlipForm } from './SlipForm';
import { betslip, useBetslip, type BetslipSelection } from './store';
import type { BetslipPanelQuery } from './__generated__/BetslipPanelQuery.graphql';

const query = graphql`
  query BetslipPanelQuery($selections: [BetslipSelectionInput!]!) {
    betslip(selections: $selections) {
      selections {
        oddNodeId
        odd {
          id
          price
          isSuspended
        }
        match {
          id
        }
        odds
        isSuspended
        matchStatus
        incompatibleOddIds
        incompatibleTeaserOddIds
        teasedLines {
          teaserId
          titleSuffix
        }
      }
      missingOddIds
      maxOdds
      systems {
        size
        maxBet {
          amount
          currency
        }
      }
      fullCovers {
        cover
        maxBet {
          amount
          currency
        }
      }
      maxBets {
        betType
        amount {
          amount
          currency
        }
      }
      teaserSettings {
        # Aliased: Relay reads a field named id as the record id, and this one is an Int, not a global ID.
        teaserId: id
        points
        selections {
          numberOfSelections
          odds
        }
      }
      accumulatorBonus {
        percent
        minOdds
      }
      insurance {
        percent
        minSelections
      }
      remainingLimit {
        amount
        currency
      }
      dailyLimit {
        amount
        currency
      }
      oddsPolicy
      oddsTolerance
      maxOddsTolerance
      balance {
        amount
        currency
      }
      freeBets {
        id
        amount {
          amount
          currency
        }
      }
    }
  }
`;

/**
 * The bet slip (seed 002 §3–§5): the picked selections, judged by the book as they change
 * (`betslip(selections)`: prices, suspension, incompatibilities, max bets, teasers, bonus, limits,
 * policy, free bets, balance), with live odds through the Odd nodes, and placement. Its code and strings
 * load with the first opening of the slip (RightSidebar, SportsbookLayout), not with the first page.
 */
export function BetslipPanel() {
  const { t } = useTranslation(['betslip', 'sportsbook']);
  const selections = useBetslip();
  const viewer = useViewer();
  const { notice, placed } = useSlipActivity();
  // Tickets just placed change status live (waiting for acceptance → accepted, trader offer).
  useTicketEvents(placed.length > 0 ? (viewer?.id ?? null) : null);

  return (
    <section className="betslip" aria-labelledby="betslip-title" data-testid="betslip">
      <header className="betslip__head">
        <h2 id="betslip-title" className="sb-panel__title">
          {t('sportsbook:betslip.title')} <span className="badge">{selections.length}</span>
        </h2>
        {selections.length > 0 && (
          <button type="button" className="betslip__clear" onClick={() => betslip.clear()}>
            {t('sportsbook:betslip.clear')}
          </button>
        )}
      </header>
      {notice && (
        <div className="slip__notice" role="alert" data-testid="betslip-notice">
          <span>{notice.message ?? t('errors.server')}</span>
          <button type="button" className="icon-button" aria-label={t('notice.dismiss')} onClick={() => slipActivity.dismiss()}>
            ×
          </button>
        </div>
      )}
      {placed.length > 0 && <Receipt ids={placed} />}
      {selections.length === 0 ? (
        placed.length === 0 && <p className="muted betslip__empty">{t('sportsbook:betslip.empty')}</p>
      ) : (
        <PanelBoundary>
          <Suspense fallback={<PlainList selections={selections} />}>
            <LiveSlip selections={selections} viewerId={viewer?.id ?? null} />
          </Suspense>
        </PanelBoundary>
      )}
    </section>
  );
}

/** The tickets of the last placement, with their status as it changes; dismissed by the player. */
function Receipt({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation('betslip');
  const heading = useRef<HTMLHeadingElement>(null);
  // After placing, focus moves to the receipt (the Place bet button is gone): a keyboard or screen-reader
  // player lands on what happened, not on the page's <body>.
  // Checked after every render: true once per placement, so a later render never steals focus.
  useEffect(() => {
    if (slipActivity.takeReceiptFocus()) heading.current?.focus();
  });
  return (
    <section className="slip__receipt" aria-labelledby="receipt-title" data-testid="bet-receipt">
      <h3 id="receipt-title" ref={heading} tabIndex={-1} className="slip__receipt-title" role="status">
        {t('placed.title', { count: ids.length })}
      </h3>
      <PanelBoundary>
        <Suspense fallback={<div className="skeleton skeleton--block" aria-busy="true" />}>
          <TicketsById ids={ids} />
        </Suspense>
      </PanelBoundary>
      <button type="button" className="button button--ghost button--small button--block" onClick={() => slipActivity.clearPlaced()}>
        {t('placed.done')}
      </button>
    </section>
  );
}

const noop = () => {};

/** The slip while the book's answer loads: the selections as picked, removable, nothing placeable. */
function PlainList({ selections }: { selections: readonly BetslipSelection[] }) {
  const options = useSlipOptions();
  const context = useMemo(() => staticContext(selections, options), [selections, options]);
  return (
    <div aria-busy="true">
      <SelectionList context={context} display={selections} onRemove={(id) => betslip.remove(id)} onOptions={noop} />
    </div>
  );
}

function staticContext(selections: readonly BetslipSelection[], options: SlipOptions): SlipContext {
  return {
    selections: selections.map((s) => ({
      id: s.id,
      accepted: s.price,
      live: s.price,
      suspended: false,
      incompatibleSelections: [],
      incompatibleTeaserSelections: [],
      teasedLines: [],
    })),
    options,
    teaserSettings: [],
    accumulatorPercent: 0,
    insurance: { percent: 0, minSelections: 0 },
    freeBets: [],
    signedIn: false,
    maxOdds: null,
    busy: true,
  };
}

function LiveSlip({ selections, viewerId }: { selections: readonly BetslipSelection[]; viewerId: string | null }) {
  const { t } = useTranslation('betslip');
  const options = useSlipOptions();
  const { adding } = useSlipActivity();
  const version = useTicketsVersion();
  // Keyed on the odds alone: a price accepted is not a new question for the book.
  const key = JSON.stringify(selections.map((s) => s.id));
  const variables = useMemo(() => ({ selections: (JSON.parse(key) as string[]).map((oddId) => ({ oddId })) }), [key]);
  // The slip on screen stays while the book judges the changed one; placing waits for the answer (seed 002 §4).
  const deferred = useDeferredValue(variables);
  const data = useLazyLoadQuery<BetslipPanelQuery>(query, deferred, {
    fetchPolicy: 'store-and-network',
    // A sign-in, a placement or a settlement changes balance, limits, policy and free bets.
    fetchKey: `${viewerId ?? 'visitor'}:${version}`,
  }).betslip;

  const [placeBet, placing] = usePlaceBetMutation();
  const [saveOddsPolicy] = useSetOddsPolicyMutation();
  const [problem, setProblem] = useState<string | null>(null);
  // The tolerance just chosen, until the slip is read again (the mutation answers the setting, not the slip).
  const [tolerance, setTolerance] = useState<number | null>(null);
  const retry = useRef(new RetryKey());

  // Odds the book no longer offers come off the slip, with a word why.
  const missing = JSON.stringify(data.missingOddIds);
  useEffect(() => {
    const ids = JSON.parse(missing) as string[];
    if (ids.length === 0) return;
    if (!ids.some((id) => betslip.has(id))) return;
    betslip.removeMany(ids);
    slipActivity.notify(t('errors.missing', { count: ids.length }));
  }, [missing, t]);

  // The slip's matches stream their odds into the Odd nodes it reads.
  const matchIds = useMemo(() => data.selections.flatMap((s) => (s.match ? [s.match.id] : [])), [data.selections]);
  useOddsChanged(matchIds);

  const status = useMemo(() => new Map(data.selections.map((s) => [s.oddNodeId, s])), [data.selections]);
  const modelSelections: ModelSelection[] = selections.map((s) => {
    const known = status.get(s.id);
    const live = known ? (known.odd ? (known.odd.price ?? null) : null) : s.price;
    return {
      id: s.id,
      accepted: s.price,
      live,
      suspended: known ? (known.odd?.isSuspended ?? known.isSuspended) : false,
      inPlay: known?.matchStatus === 'live',
      incompatibleSelections: known?.incompatibleOddIds ?? [],
      incompatibleTeaserSelections: known?.incompatibleTeaserOddIds ?? [],
      teasedLines: known?.teasedLines ?? [],
    };
  });

  const context: SlipContext = {
    selections: modelSelections,
    options,
    teaserSettings: data.teaserSettings.map(({ teaserId, ...setting }) => ({ ...setting, id: teaserId })),
    accumulatorPercent: data.accumulatorBonus.percent,
    insurance: data.insurance,
    freeBets: data.freeBets.map((bet) => ({ id: bet.id, amount: bet.amount.amount })),
    signedIn: viewerId !== null,
    busy: deferred !== variables || adding.size > 0 || placing,
    // The book's odds cap as the slip's answer states it ("1000000.00"), in hundredths.
    maxOdds: parseMinor(data.maxOdds, 2),
    oddsTolerance: tolerance ?? data.oddsTolerance,
  };
  // Keyed as the stakes are: a system by its size, a cover by its name.
  const lineMaxBets = Object.fromEntries([
    ...data.systems.map((system) => [String(system.size), system.maxBet] as const),
    ...data.fullCovers.flatMap((cover) => {
      const name = coverOfEnum(cover.cover);
      return name ? [[name, cover.maxBet] as const] : [];
    }),
  ]);
  const policy: OddsPolicyChoice = options.oddsPolicy ?? (data.oddsPolicy as OddsPolicyChoice);
  const currency = data.balance?.currency ?? data.maxBets[0]?.amount.currency ?? data.dailyLimit?.currency ?? 'EUR';

  const onPolicy = (next: OddsPolicyChoice) => {
    slipOptions.update({ oddsPolicy: next });
    if (!viewerId) return;
    saveOddsPolicy({ policy: next }).then(
      ({ setOddsPolicy: result }) => {
        if (!result.oddsPolicy) setProblem(result.failure?.message || t('errors.fallback'));
      },
      () => setProblem(t('errors.fallback')),
    );
  };

  const onTolerance = (percent: number) => {
    setTolerance(percent);
    saveOddsPolicy({ policy, tolerance: percent }).then(
      ({ setOddsPolicy: result }) => {
        if (result.oddsPolicy) setTolerance(result.oddsTolerance ?? percent);
        else {
          setTolerance(null);
          setProblem(result.failure?.message || t('errors.fallback'));
        }
      },
      () => {
        setTolerance(null);
        setProblem(t('errors.fallback'));
      },
    );
  };

  const place = () => {
    setProblem(null);
    const input = placeBetInput(context, policy, data.balance?.amount ?? null);
    // The same bet sent again after no answer reuses its key: the platform places it once (ARCHITECTURE rule 2).
    const idempotencyKey = retry.current.for(JSON.stringify(input));
    placeBet({ input: { ...input, idempotencyKey } }).then(
      ({ placeBet: result }) => {
        retry.current.answered();
        if (result.tickets) {
          betslip.clear();
          slipOptions.update(afterPlacement);
          slipActivity.showPlaced(result.tickets.map((ticket) => ticket.id));
          cashouts.ticketsChanged();
        } else {
          setProblem(result.failure?.message || t('errors.fallback'));
        }
      },
      () => setProblem(t('errors.fallback')),
    );
  };

  return (
    <SlipForm
      context={context}
      display={selections}
      currency={currency}
      maxBets={data.maxBets}
      lineMaxBets={lineMaxBets}
      remainingLimit={data.remainingLimit ?? null}
      balance={data.balance ?? null}
      accumulator={data.accumulatorBonus}
      policy={policy}
      placing={placing}
      problem={problem}
      onOptions={(patch) => {
        setProblem(null);
        slipOptions.update(patch);
      }}
      onRemove={(id) => betslip.remove(id)}
      onAcceptChanges={() => betslip.acceptPrices(Object.fromEntries(modelSelections.filter((s) => s.live !== s.accepted).map((s) => [s.id, s.live])))}
      onPolicy={onPolicy}
      maxOddsTolerance={viewerId ? data.maxOddsTolerance : 0}
      onTolerance={onTolerance}
      onPlace={place}
    />
  );
}
