import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BET_TABS, type BetTab } from '../../../../../rules/betting/placement-rules';
import { MAX_SYSTEM_COMBINATIONS, MIN_SYSTEM_SELECTIONS } from '../../../../../rules/betting/combinations';
import { Tab } from '../../shell/Tab';
import { useHref } from '../../shell/useLanguage';
import { useBetFormat, type Money } from './format';
import {
  activeTeaser,
  bankerIds,
  blockReason,
  changedOdds,
  conflictingIds,
  coverEnum,
  coversFor,
  formatMinor,
  freeBetFits,
  insuranceOffered,
  stakeText,
  systemsFor,
  teasersFor,
  totals,
  type BlockReason,
  type SlipContext,
} from './model';
import { ODDS_POLICY_CHOICES, type OddsPolicyChoice, type SlipOptions, type StakeTab } from './options';

/** What the slip shows of a selection beside the model's judgement (from the store: picked with it). */
export interface SelectionDisplay {
  id: string;
  title: string;
  marketLabel: string;
  matchName: string;
  matchLink: string;
}

export interface SlipFormProps {
  context: SlipContext;
  display: readonly SelectionDisplay[];
  currency: string;
  maxBets: readonly { betType: string; amount: Money }[];
  /** Each system's and full cover's own max bet per line, keyed as their stakes (size "2", cover "yankee"). */
  lineMaxBets: Readonly<Record<string, Money>>;
  remainingLimit: Money | null;
  balance: Money | null;
  accumulator: { percent: number; minOdds: string };
  policy: OddsPolicyChoice;
  placing: boolean;
  /** The last placement's refusal (translated by the server) or a client message. */
  problem: string | null;
  onOptions: (patch: Partial<SlipOptions>) => void;
  onRemove: (id: string) => void;
  onAcceptChanges: () => void;
  onPolicy: (policy: OddsPolicyChoice) => void;
  /** The operator's maximum live odds-change tolerance (whole percents); 0 or absent: no choice shown. */
  maxOddsTolerance?: number;
  onTolerance?: (percent: number) => void;
  onPlace: () => void;
}

/**
 * The bet slip's form (seed 002 §3–§5): bet-type tabs, the selections with their live odds and marks,
 * the tab's stake inputs and options, the totals, and the place button with the reason it is disabled.
 * Pure rendering over the model: BetslipPanel feeds it the server's status and the player's choices.
 */
export function SlipForm(props: SlipFormProps) {
  const { context, placing, problem, onOptions, onPlace } = props;
  const { t, i18n } = useTranslation('betslip');
  const href = useHref();
  const id = useId();
  const tab = context.options.tab;
  const reason = blockReason(context, props.policy);
  const changed = changedOdds(context.selections, props.policy, context.oddsTolerance);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason && !placing) onPlace();
  };
  const many = context.selections.length > 1;

  return (
    <form className="slip" onSubmit={submit} aria-labelledby="betslip-title" noValidate>
      <div className="tabs tabs--small slip__tabs" role="tablist" aria-label={t('tabsLabel')}>
        {BET_TABS.map((name) => (
          <Tab key={name} id={`${id}-tab-${name}`} selected={tab === name} aria-controls={`${id}-panel`} data-bet-type={name} onSelect={() => onOptions({ tab: name })}>
            {name === 'single' && many ? t('tabs.singles') : t(`tabs.${name}`)}
          </Tab>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className="slip__panel">
        <SelectionList {...props} />
        {changed.length > 0 && <OddsChanged {...props} />}
        <TabControls {...props} />
        <Summary {...props} />
        <div className="slip__policy">
          <label className="sb-field" htmlFor={`${id}-policy`}>
            <span>{t('policy.label')}</span>
          </label>
          <select id={`${id}-policy`} className="input" value={props.policy} onChange={(event) => props.onPolicy(event.target.value as OddsPolicyChoice)}>
            {ODDS_POLICY_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`policy.${choice}`)}
              </option>
            ))}
          </select>
          {props.policy === 'ACCEPT_BETTER' && props.onTolerance && (props.maxOddsTolerance ?? 0) > 0 && (
            <>
              <label className="sb-field" htmlFor={`${id}-tolerance`}>
                <span>{t('policy.tolerance')}</span>
              </label>
              <select
                id={`${id}-tolerance`}
                className="input"
                data-testid="odds-tolerance"
                value={context.oddsTolerance ?? 0}
                onChange={(event) => props.onTolerance?.(Number(event.target.value))}
              >
                {Array.from({ length: (props.maxOddsTolerance ?? 0) + 1 }, (_, percent) => (
                  <option key={percent} value={percent}>
                    {percent === 0 ? t('policy.toleranceNone') : t('policy.tolerancePercent', { percent: new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(percent / 100) })}
                  </option>
                ))}
              </select>
            </>
          )}
        </div>
        {problem && (
          <p className="slip__problem" role="alert" data-testid="place-bet-error">
            {problem}
          </p>
        )}
        {reason && reason !== 'empty' && (
          <p id={`${id}-reason`} className="slip__reason" data-testid="place-bet-reason" data-reason={reason}>
            {reasonText(t, reason, context)}
            {reason === 'signed-out' && (
              <>
                {' '}
                <Link to={href('login')}>{t('place.signIn')}</Link>
              </>
            )}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary button--block button--large slip__place"
          disabled={!!reason || placing}
          aria-busy={placing}
          aria-describedby={reason ? `${id}-reason` : undefined}
        >
          {placing && <span className="spinner" aria-hidden="true" />}
          {placing ? t('place.placing') : t('place.button')}
        </button>
      </div>
    </form>
  );
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function reasonText(t: Translate, reason: BlockReason, context: SlipContext): string {
  if (reason === 'minimum-selections' || reason === 'maximum-selections') {
    const [min, max] = SELECTION_RANGE[context.options.tab];
    return t(`reasons.${reason}`, { min, max });
  }
  return t(`reasons.${reason}`, { max: MAX_SYSTEM_COMBINATIONS });
}

/** Seed 002 §5 and §9, for the reason text: the selections each tab takes. */
const SELECTION_RANGE: Record<BetTab, [number, number]> = {
  single: [1, 30],
  combo: [2, 20],
  system: [3, 10],
  ifbet: [2, 10],
  reversebet: [2, 10],
  teaser: [2, 10],
};

/** The selections with their prices now; the list the bet-type tabs judge. */
export function SelectionList({ context, display, onRemove, onOptions }: Pick<SlipFormProps, 'context' | 'display' | 'onRemove' | 'onOptions'>) {
  const { t } = useTranslation('betslip');
  const format = useBetFormat();
  const href = useHref();
  const tab = context.options.tab;
  const conflicts = conflictingIds(tab, context.selections);
  const bankers = bankerIds(context);
  const byId = new Map(context.selections.map((s) => [s.id, s]));
  const teaser = tab === 'teaser' ? activeTeaser(context) : null;
  return (
    <ul className="betslip__list">
      {display.map((entry) => {
        const selection = byId.get(entry.id);
        const label = `${entry.title} (${entry.matchName})`;
        const moved = selection && selection.live !== selection.accepted;
        const conflict = conflicts.has(entry.id);
        const teaserOnly = conflict && tab === 'teaser' && !hasPlainConflict(selection, context);
        const unavailable = selection && (selection.suspended || selection.live === null);
        const teased = teaser && selection?.teasedLines.find((line) => line.teaserId === teaser.id);
        return (
          <li
            key={entry.id}
            className="betslip__item"
            data-testid="betslip-selection"
            data-incompatible={conflict || undefined}
            data-odds-changed={moved || undefined}
            data-suspended={unavailable || undefined}
          >
            <div className="betslip__text">
              <strong>{entry.title}</strong>
              <span>{entry.marketLabel}</span>
              {teased && (
                <span className="betslip__teased" data-testid="teased-line">
                  {t('selection.teased', { line: teased.titleSuffix })}
                </span>
              )}
              {entry.matchLink ? <Link to={href(entry.matchLink)}>{entry.matchName}</Link> : <span>{entry.matchName}</span>}
              {conflict && <em className="betslip__mark">{teaserOnly ? t('selection.teaserIncompatible') : t('selection.incompatible')}</em>}
              {unavailable && <em className="betslip__mark">{t('selection.suspended')}</em>}
            </div>
            <span className="betslip__price" data-testid="betslip-price">
              {moved && selection.accepted !== null && <s className="betslip__was">{format.odds(selection.accepted)}</s>}
              {format.odds(selection ? selection.live : null)}
            </span>
            <button type="button" className="icon-button betslip__remove" aria-label={t('selection.remove', { selection: label })} onClick={() => onRemove(entry.id)}>
              ×
            </button>
            {tab === 'system' && context.selections.length >= MIN_SYSTEM_SELECTIONS && (
              <label className="checkbox betslip__banker">
                <input
                  type="checkbox"
                  checked={bankers.has(entry.id)}
                  aria-label={t('selection.bankerLabel', { selection: label })}
                  onChange={(event) =>
                    onOptions({
                      bankers: event.target.checked ? [...bankers, entry.id] : [...bankers].filter((banker) => banker !== entry.id),
                    })
                  }
                />
                <span aria-hidden="true">{t('selection.banker')}</span>
              </label>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function hasPlainConflict(selection: SlipContext['selections'][number] | undefined, context: SlipContext): boolean {
  if (!selection) return false;
  const onSlip = new Set(context.selections.map((s) => s.id));
  return selection.incompatibleSelections.some((id) => id !== selection.id && onSlip.has(id));
}

/** Seed 002 §3 haveSelectionOddsChanged: what moved, and the one way on: accept the prices now. */
function OddsChanged({ context, display, onAcceptChanges, policy }: SlipFormProps) {
  const { t } = useTranslation('betslip');
  const format = useBetFormat();
  const names = new Map(display.map((entry) => [entry.id, entry.title]));
  return (
    <div className="slip__changed" role="alert" data-testid="odds-changed">
      <strong>{t('oddsChanged.title')}</strong>
      <ul>
        {changedOdds(context.selections, policy, context.oddsTolerance).map((s) => (
          <li key={s.id}>{t('oddsChanged.change', { selection: names.get(s.id) ?? '', from: format.odds(s.accepted), to: format.odds(s.live) })}</li>
        ))}
      </ul>
      <button type="button" className="button button--small" onClick={onAcceptChanges}>
        {t('oddsChanged.accept')}
      </button>
    </div>
  );
}

function StakeField({ label, value, onChange, hint, disabled = false }: { label: string; value: string; onChange: (value: string) => void; hint?: ReactNode; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="slip__stake">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <span id={`${id}-hint`} className="slip__hint">
          {hint}
        </span>
      )}
    </div>
  );
}

/** The active tab's inputs: stake (a stake per system on the system tab), teaser, if-bet kind, free bet, insurance. */
function TabControls({ context, currency, lineMaxBets, onOptions }: SlipFormProps) {
  const { t } = useTranslation('betslip');
  const format = useBetFormat();
  const id = useId();
  const { options, selections } = context;
  const tab = options.tab;
  const freeBets = freeBetFits(context) ? context.freeBets : [];
  const freeBet = freeBets.find((bet) => bet.id === options.freeBetId) ?? null;

  if (tab === 'system') {
    // Each system's lines have their own odds, so each has its own max bet per line.
    const withMax = (key: string, lines: string) => {
      const max = lineMaxBets[key];
      return max ? `${lines} · ${t('system.maxPerLine', { amount: format.money(max) })}` : lines;
    };
    const systems = systemsFor(context);
    const covers = coversFor(context);
    if (systems.length === 0) return <p className="muted slip__hint">{t('system.none')}</p>;
    return (
      <>
        <fieldset className="slip__systems">
          <legend>{t('system.title')}</legend>
          {systems.map((system) => (
            <StakeField
              key={system.size}
              label={t('stake.perLine', { system: system.label })}
              hint={withMax(String(system.size), t('system.lines', { count: system.lines }))}
              value={options.systemStakes[String(system.size)] ?? ''}
              onChange={(value) => onOptions({ systemStakes: { ...options.systemStakes, [String(system.size)]: value } })}
            />
          ))}
        </fieldset>
        {covers.length > 0 && (
          <fieldset className="slip__systems" data-testid="full-covers">
            <legend>{t('system.covers')}</legend>
            {covers.map((cover) => (
              <StakeField
                key={cover.cover}
                label={t('stake.perLine', { system: t(`system.cover.${coverEnum(cover.cover)}`) })}
                hint={withMax(cover.cover, t(cover.sizes[0] === 1 ? 'system.coverWithSingles' : 'system.coverLines', { count: cover.lines }))}
                value={options.coverStakes[cover.cover] ?? ''}
                onChange={(value) => onOptions({ coverStakes: { ...options.coverStakes, [cover.cover]: value } })}
              />
            ))}
          </fieldset>
        )}
      </>
    );
  }

  const stakeTab: StakeTab = tab;
  return (
    <div className="slip__controls">
      {tab === 'teaser' && <TeaserPicker context={context} onOptions={onOptions} />}
      {(tab === 'ifbet' || tab === 'reversebet') && (
        <div className="slip__option">
          <label className="sb-field" htmlFor={`${id}-ifbet`}>
            <span>{t('ifbet.variant')}</span>
          </label>
          <select id={`${id}-ifbet`} className="input" value={options.ifBetVariant} onChange={(event) => onOptions({ ifBetVariant: event.target.value === 'ACTION' ? 'ACTION' : 'STANDARD' })}>
            <option value="STANDARD">{t('ifbet.STANDARD')}</option>
            <option value="ACTION">{t('ifbet.ACTION')}</option>
          </select>
        </div>
      )}
      <StakeField
        label={t('stake.label')}
        value={freeBet ? freeBet.amount : stakeText(options, stakeTab)}
        disabled={!!freeBet}
        hint={tab === 'single' && selections.length > 1 ? t('stake.perSingle', { count: selections.length }) : tab === 'reversebet' ? t('stake.reverse') : undefined}
        onChange={(value) => onOptions({ stakes: { ...options.stakes, [stakeTab]: value } })}
      />
      {freeBets.length > 0 && (
        <div className="slip__option">
          <label className="sb-field" htmlFor={`${id}-freebet`}>
            <span>{t('freeBet.label')}</span>
          </label>
          <select id={`${id}-freebet`} className="input" value={freeBet?.id ?? ''} onChange={(event) => onOptions({ freeBetId: event.target.value || null })}>
            <option value="">{t('freeBet.none')}</option>
            {freeBets.map((bet) => (
              <option key={bet.id} value={bet.id}>
                {t('freeBet.option', { amount: format.amount(bet.amount, currency) })}
              </option>
            ))}
          </select>
        </div>
      )}
      {insuranceOffered(context) && !freeBet && (
        <label className="checkbox slip__insurance">
          <input type="checkbox" checked={options.insurance} onChange={(event) => onOptions({ insurance: event.target.checked })} />
          <span>{t('insurance.label', { percent: context.insurance.percent })}</span>
        </label>
      )}
    </div>
  );
}

/** Seed 002 §3 teaserBet: the settings that exist for this many selections, points and the odds they pay. */
function TeaserPicker({ context, onOptions }: Pick<SlipFormProps, 'context' | 'onOptions'>) {
  const { t } = useTranslation('betslip');
  const format = useBetFormat();
  const id = useId();
  const count = context.selections.length;
  const offered = teasersFor(context.teaserSettings, count);
  const active = activeTeaser(context);
  if (offered.length === 0) return <p className="muted slip__hint">{t('teaser.none', { count })}</p>;
  return (
    <div className="slip__option">
      <label className="sb-field" htmlFor={`${id}-teaser`}>
        <span>{t('teaser.label')}</span>
      </label>
      <select id={`${id}-teaser`} className="input" value={active?.id ?? ''} onChange={(event) => onOptions({ teaserId: Number(event.target.value) })}>
        {offered.map((setting) => (
          <option key={setting.id} value={setting.id}>
            {t('teaser.option', {
              points: format.number(setting.points),
              odds: format.odds(setting.selections.find((row) => row.numberOfSelections === count)?.odds ?? null),
            })}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Total stake, potential return, accumulator bonus, max bet, remaining limit and balance. */
function Summary({ context, currency, maxBets, remainingLimit, balance, accumulator }: SlipFormProps) {
  const { t } = useTranslation('betslip');
  const format = useBetFormat();
  const tab = context.options.tab;
  const sums = totals(context);
  const money = (minor: bigint) => format.amount(formatMinor(minor), currency);
  // The system tab shows a max bet per line beside each system and cover instead (TabControls).
  const maxBet = tab === 'system' ? undefined : maxBets.find((entry) => entry.betType === tab.toUpperCase());
  const comboOdds =
    tab === 'combo' && context.selections.every((s) => s.accepted !== null) ? context.selections.reduce((product, s) => product * (s.accepted ?? 1), 1) : null;
  return (
    <dl className="slip__summary">
      {comboOdds !== null && context.selections.length > 1 && (
        <div>
          <dt>{t('summary.totalOdds')}</dt>
          <dd data-testid="total-odds">{format.odds(Math.round(comboOdds * 100) / 100)}</dd>
        </div>
      )}
      {tab === 'system' && sums.lines > 0 && (
        <div>
          <dt>{t('summary.lines')}</dt>
          <dd data-testid="system-lines">{t('system.totalLines', { count: sums.lines, max: MAX_SYSTEM_COMBINATIONS })}</dd>
        </div>
      )}
      {sums.insurancePremium > 0n && (
        <div>
          <dt>{t('summary.insurance')}</dt>
          <dd>{money(sums.insurancePremium)}</dd>
        </div>
      )}
      <div>
        <dt>{t('summary.totalStake')}</dt>
        <dd data-testid="total-stake">{money(sums.stake)}</dd>
      </div>
      {tab === 'combo' && accumulator.percent > 0 && (
        <div className="slip__bonus">
          <dt>{t('summary.accumulatorBonus', { percent: accumulator.percent })}</dt>
          <dd data-testid="accumulator-bonus">{money(sums.bonus)}</dd>
        </div>
      )}
      <div>
        <dt>{t('summary.potentialReturn')}</dt>
        <dd data-testid="potential-return">{sums.potentialReturn === null ? '–' : money(sums.potentialReturn)}</dd>
      </div>
      {maxBet && (
        <div>
          <dt>{t('summary.maxBet')}</dt>
          <dd data-testid="max-bet">{format.money(maxBet.amount)}</dd>
        </div>
      )}
      {remainingLimit && (
        <div>
          <dt>{t('summary.remainingLimit')}</dt>
          <dd data-testid="remaining-limit">{format.money(remainingLimit)}</dd>
        </div>
      )}
      {balance && (
        <div>
          <dt>{t('summary.balance')}</dt>
          <dd>{format.money(balance)}</dd>
        </div>
      )}
    </dl>
  );
}
