import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import '../../styles/responsible-prompts.css';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { gamePauseMessage } from '../../../../rules/casino/frame-messages';
import { formatMoney } from '../shell/format';
import { useSidebar } from '../shell/SidebarContext';
import { useLanguage } from '../shell/useLanguage';
import { useForgetViewer, useSignOut } from '../shell/useSignOut';
import {
  nextRealityCheckInMs,
  parseRealityCheckAnswer,
  REALITY_CHECK_STORAGE_KEY,
  realityCheckDueInMs,
  realityCheckNumber,
  sessionDuration,
  type RealityCheckAnswer,
} from './realityCheckSchedule';
import type { RealityCheckFiguresQuery, RealityCheckFiguresQuery$data } from './__generated__/RealityCheckFiguresQuery.graphql';
import type { RealityCheckIntervalQuery } from './__generated__/RealityCheckIntervalQuery.graphql';

// The interval in force, read through the store: the responsible-gambling page's mutations answer the
// same ResponsibleGambling record, so a new interval re-renders this and the check is scheduled anew.
const intervalQuery = graphql`
  query RealityCheckIntervalQuery {
    viewer {
      responsibleGambling {
        id
        realityCheckMinutes
      }
    }
  }
`;

// The figures, always from the network: they are this moment's, never a cached earlier one's.
const figuresQuery = graphql`
  query RealityCheckFiguresQuery {
    viewer {
      responsibleGambling {
        id
        realityCheck {
          signedInAt
          elapsedSeconds
          intervalMinutes
          nextCheckAt
          stakes {
            amount
            currency
          }
          returns {
            amount
            currency
          }
          netPosition {
            amount
            currency
          }
        }
      }
    }
  }
`;

type Figures = NonNullable<RealityCheckFiguresQuery$data['viewer']>['responsibleGambling']['realityCheck'];

/**
 * The reality check (issue 17), mounted by the shell while a player is signed in: at the interval in
 * force a modal shows the time since sign-in, stakes, returns and net position this session, and waits
 * for a choice. Whatever is behind it (a game in its frame too) is inert until then.
 */
export function RealityCheck({ viewerId }: { viewerId: string }) {
  // One per sign-in (the shell mounts this while a player is signed in): see Scheduler's query.
  const [signIn] = useState(() => (signIns += 1));
  return (
    <Suspense fallback={null}>
      <Scheduler key={`${viewerId}:${signIn}`} signIn={signIn} />
    </Suspense>
  );
}

let signIns = 0;

function Scheduler({ signIn }: { signIn: number }) {
  // The dialog's strings load with the schedule, not when a check is due (a suspension then would hide it).
  useTranslation('responsible');
  const environment = useRelayEnvironment();
  // Keyed by the sign-in: after a sign-out (which forgets the viewer's records) and a sign-in in the same
  // tab, Relay otherwise took the query as already read and handed back a viewer without its fields (the
  // shell then failed on "realityCheckMinutes of undefined").
  const data = useLazyLoadQuery<RealityCheckIntervalQuery>(intervalQuery, {}, { fetchPolicy: 'store-or-network', fetchKey: signIn });
  const interval = data.viewer?.responsibleGambling.realityCheckMinutes ?? null;
  const [shown, setShown] = useState<{ figures: Figures; check: number } | null>(null);
  // Bumped by each answer: the next check is scheduled from figures read after it.
  const [answered, setAnswered] = useState(0);
  // Set by an answer, spent by the schedule that follows it (not by one a new interval starts).
  const justAnswered = useRef(false);
  // The wait the browser's timer counts, named by the schedule it belongs to: the page says it (for tests)
  // once this schedule's figures are read, never an earlier schedule's.
  const schedule = `${interval}:${answered}`;
  const [scheduled, setScheduled] = useState<{ schedule: string; wait: number } | null>(null);
  const forgetViewer = useForgetViewer();

  useEffect(() => {
    if (interval === null || shown) return;
    const afterAnswer = justAnswered.current;
    justAnswered.current = false;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => (await fetchQuery<RealityCheckFiguresQuery>(environment, figuresQuery, {}, { fetchPolicy: 'network-only' }).toPromise())?.viewer?.responsibleGambling.realityCheck ?? null;
    read()
      .then((figures) => {
        if (!live || !figures) return;
        // Right after an answer the server may still name the check just shown as the next one.
        const wait = afterAnswer ? nextRealityCheckInMs(figures) : realityCheckDueInMs(figures);
        if (wait === null) return;
        setScheduled({ schedule, wait });
        timer = setTimeout(() => {
          read()
            .then((due) => {
              if (live && due?.intervalMinutes) setShown({ figures: due, check: realityCheckNumber(due) });
            })
            .catch((error: unknown) => console.warn('reading the reality check failed', error));
        }, wait);
      })
      .catch((error: unknown) => console.warn('reading the reality check failed', error));
    return () => {
      live = false;
      clearTimeout(timer);
      // Ended before it scheduled anything (a re-run, React's development double run): the answer is not spent.
      if (timer === undefined) justAnswered.current ||= afterAnswer;
    };
  }, [environment, interval, shown, schedule]);

  // Another tab of the player answered the check this one shows: it closes here too.
  useEffect(() => {
    if (!shown) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== REALITY_CHECK_STORAGE_KEY) return;
      const answer = parseRealityCheckAnswer(event.newValue);
      if (!answer || answer.signedInAt !== shown.figures.signedInAt || answer.check < shown.check) return;
      justAnswered.current = true;
      setShown(null);
      setAnswered((n) => n + 1);
      if (answer.choice === 'signOut') void forgetViewer();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [shown, forgetViewer]);

  const answer = useCallback(
    (choice: RealityCheckAnswer['choice']) => {
      if (!shown) return;
      const told: RealityCheckAnswer = { check: shown.check, signedInAt: shown.figures.signedInAt, choice };
      try {
        localStorage.setItem(REALITY_CHECK_STORAGE_KEY, JSON.stringify(told));
      } catch {
        // Storage refused (private mode, full): the other tabs ask on their own.
      }
      justAnswered.current = true;
      setShown(null);
      setAnswered((n) => n + 1);
    },
    [shown],
  );

  if (shown) return <RealityCheckDialog figures={shown.figures} onAnswer={answer} />;
  return scheduled?.schedule === schedule ? <span hidden data-testid="reality-check-scheduled" data-due-in-ms={scheduled.wait} /> : null;
}

/** Tells the game pages in their frames (this site's own, /games/…) to pause or resume play. */
function pauseGames(paused: boolean) {
  for (const frame of document.querySelectorAll('iframe')) frame.contentWindow?.postMessage(gamePauseMessage(paused), window.location.origin);
}

function RealityCheckDialog({ figures, onAnswer }: { figures: Figures; onAnswer: (choice: RealityCheckAnswer['choice']) => void }) {
  const { t } = useTranslation('responsible');
  const lang = useLanguage();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const sidebar = useSidebar();
  const [signOut, signingOut] = useSignOut();
  const { hours, minutes } = sessionDuration(figures.elapsedSeconds);
  const money = (value: { amount: string; currency: string }) => formatMoney(lang, value.amount, value.currency);

  // Everything behind the dialog (the page, a game's frame, other modals) is inert while it shows: focus
  // cannot leave it and no click or key reaches the game until the player chooses.
  useEffect(() => {
    const root = document.getElementById('root');
    const previousFocus = document.activeElement as HTMLElement | null;
    root?.setAttribute('inert', '');
    document.documentElement.classList.add('modal-open');
    first.current?.focus();
    pauseGames(true);
    return () => {
      pauseGames(false);
      root?.removeAttribute('inert');
      document.documentElement.classList.remove('modal-open');
      previousFocus?.focus?.();
    };
  }, []);

  // A reality check is answered, not dismissed: Escape does nothing here, nor in a modal under it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, []);

  const positive = !figures.netPosition.amount.startsWith('-');
  return createPortal(
    <div className="modal-backdrop" data-testid="reality-check-backdrop">
      <div ref={dialog} className="modal modal--medium reality-check" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={`${titleId}-lead`} data-testid="reality-check">
        <h2 id={titleId} className="modal__title">
          {t('realityCheck.title')}
        </h2>
        <p id={`${titleId}-lead`}>{t('realityCheck.lead', { count: figures.intervalMinutes ?? 0 })}</p>
        <dl className="reality-check__figures">
          <dt>{t('realityCheck.elapsed')}</dt>
          <dd data-testid="reality-check-elapsed">{hours > 0 ? t('realityCheck.hoursMinutes', { hours, minutes }) : t('realityCheck.minutes', { count: minutes })}</dd>
          <dt>{t('realityCheck.stakes')}</dt>
          <dd data-testid="reality-check-stakes" data-amount={figures.stakes.amount}>
            {money(figures.stakes)}
          </dd>
          <dt>{t('realityCheck.returns')}</dt>
          <dd data-testid="reality-check-returns" data-amount={figures.returns.amount}>
            {money(figures.returns)}
          </dd>
          <dt>{t('realityCheck.netPosition')}</dt>
          <dd data-testid="reality-check-net" data-amount={figures.netPosition.amount} className={positive ? 'positive' : 'negative'}>
            {money(figures.netPosition)}
          </dd>
        </dl>
        <div className="modal__actions">
          <button ref={first} type="button" className="button button--primary" onClick={() => onAnswer('continue')}>
            {t('realityCheck.continue')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              onAnswer('history');
              sidebar.setTab('history');
              sidebar.setOpen(true);
            }}
          >
            {t('realityCheck.viewHistory')}
          </button>
          <button
            type="button"
            className="button"
            disabled={signingOut}
            onClick={() => {
              onAnswer('signOut');
              void signOut();
            }}
          >
            {t('realityCheck.signOut')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
