import { useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { Link, useParams } from 'react-router-dom';
import { useVariablesFollow } from '../../../routing/useVariablesFollow';
import { useHref, useLanguage } from '../../shell/useLanguage';
import { usePrematchEvents } from '../feed';
import { pruneSchedule } from '../grouping';
import { DayCalendar } from '../layout/DayCalendar';
import { SportsbookLayout } from '../layout/SportsbookLayout';
import { useSportName, useSports } from '../layout/SportsNav';
import { isBoolean, isNullableString, isPositiveInt, useView, writeView } from '../layout/sessionState';
import { LiveScore } from '../live/LiveScore';
import { useTimeZone } from '../settings/settings';
import { formatTime } from '../time';
import { scheduleVariables, sportIdFor, VIEW, type ScheduleState } from './variables';
import type { SchedulePageQuery } from './__generated__/SchedulePageQuery.graphql';

export const schedulePageQuery = graphql`
  query SchedulePageQuery($date: String, $timezone: String, $sport: ID, $liveOnly: Boolean, $page: Int, $pageSize: Int) {
    schedule(date: $date, timezone: $timezone, sport: $sport, liveOnly: $liveOnly, page: $page, pageSize: $pageSize) {
      ... on Schedule {
        date
        days
        page
        pageSize
        totalCount
        sports {
          name
          matchesCount
          sport {
            id
            key
          }
        }
        entries {
          name
          homeTeam
          awayTeam
          startsAt
          tournamentName
          categoryName
          sportId
          match {
            id
            link
            sportKey
            live {
              id
              status
              ...LiveScore_live
            }
          }
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fields {
          message
        }
      }
    }
  }
`;

/**
 * /{lang}/schedule (seed 002 §2 "Schedule view"): the 7 days from today (seed 002 §9) as a calendar, the
 * sports of the chosen day, a live-only toggle and pages of 50. As matches leave the prematch book the
 * day drops them, and past the first day a sport whose last match went drops too (seed 002 §4).
 */
export default function SchedulePage({ query }: { query: PreloadedQuery<SchedulePageQuery> }) {
  const { t } = useTranslation(['sportsbook', 'meta']);
  return (
    <SportsbookLayout title={t('meta:routes.schedule.title')} testId="schedule-page">
      <Schedule prepared={query} />
    </SportsbookLayout>
  );
}

function Schedule({ prepared }: { prepared: PreloadedQuery<SchedulePageQuery> }) {
  const { t } = useTranslation('sportsbook');
  const { date = null } = useParams();
  const href = useHref();
  const lang = useLanguage();
  const timeZone = useTimeZone();
  const sports = useSports();
  const sportName = useSportName();
  const [sportKey, setSportKey] = useView<string | null>(VIEW.scheduleSport, null, isNullableString);
  const [liveOnly, setLiveOnly] = useView(VIEW.scheduleLiveOnly, false, isBoolean);
  const [page, setPage] = useView(VIEW.schedulePage, 1, isPositiveInt);
  const [, startTransition] = useTransition();
  const sport = sportIdFor(sports, sportKey);
  const view: ScheduleState = { date, sport: sportKey, liveOnly, page };
  // The route prepared the address's day with the stored choices; a new choice loads in its handler
  // (show), a new time zone follows.
  const [query, load] = useQueryLoader<SchedulePageQuery>(schedulePageQuery, prepared);
  useVariablesFollow(query ?? prepared, scheduleVariables(view, sport, timeZone), load);
  const answer = usePreloadedQuery<SchedulePageQuery>(schedulePageQuery, query ?? prepared).schedule;
  // Events name a match by its LiveInfo id (the match's number under another type): entries are keyed by it.
  const [gone, setGone] = useState<ReadonlyMap<string, string>>(new Map());
  usePrematchEvents(sport, (update) => {
    const left = update.matches.filter((info) => info.status !== 'NOT_STARTED');
    if (left.length === 0) return;
    setGone((current) => {
      const next = new Map(current);
      for (const info of left) next.set(info.id, info.status);
      return next;
    });
  });

  // A day outside the 7 (an old link) is a validation error: say so and offer today.
  if (!answer.days) {
    return (
      <div className="empty-state" role="alert">
        <p>{answer.fields?.[0]?.message ?? answer.message ?? t('schedule.none')}</p>
        <Link to={href('schedule')}>{t('schedule.today')}</Link>
      </div>
    );
  }
  // Only the Schedule member has days: the answer is the schedule, every field it selects present.
  const schedule = answer as Required<typeof answer>;
  const isFirstDay = schedule.date === schedule.days[0];
  const entries = schedule.entries.map((entry) => ({ ...entry, matchId: entry.match.live.id }));
  const daySports = schedule.sports.map((each) => ({ ...each, sportId: each.sport.id }));
  const visible = pruneSchedule(entries, daySports, gone, isFirstDay);
  const pages = Math.max(1, Math.ceil(schedule.totalCount / schedule.pageSize));

  // A new sport or toggle starts again at page 1; the old page shows while the new one loads.
  const show = (next: Partial<Omit<ScheduleState, 'date'>>) =>
    startTransition(() => {
      const state = { ...view, page: 1, ...next };
      setSportKey(state.sport);
      setLiveOnly(state.liveOnly);
      setPage(state.page);
      load(scheduleVariables(state, sportIdFor(sports, state.sport), timeZone));
    });

  return (
    <div className="schedule">
      <DayCalendar
        label={t('schedule.calendar')}
        base="schedule"
        days={schedule.days}
        today={schedule.days[0]}
        current={schedule.date}
        onPick={() => writeView(VIEW.schedulePage, 1)}
      />
      <div className="list-toolbar">
        <button type="button" role="switch" aria-checked={liveOnly} className="switch" data-testid="live-only" onClick={() => show({ liveOnly: !liveOnly })}>
          <span className="switch__track" aria-hidden="true" />
          {t('schedule.liveOnly')}
        </button>
      </div>
      <nav className="chips" aria-label={t('nav.sports')}>
        <button type="button" className="chip" aria-pressed={sport === null} onClick={() => show({ sport: null })}>
          {t('nav.allSports')}
        </button>
        {visible.sports.map((each) => (
          <button
            key={each.sport.id}
            type="button"
            className="chip"
            aria-pressed={sport === each.sport.id}
            data-testid="schedule-sport"
            onClick={() => show({ sport: sport === each.sport.id ? null : each.sport.key })}
          >
            {sportName({ key: each.sport.key, name: each.name })} <span className="chip__count">{each.matchesCount}</span>
          </button>
        ))}
      </nav>
      {visible.entries.length === 0 ? (
        <p className="empty-state">{t('schedule.none')}</p>
      ) : (
        <table className="schedule__table" data-testid="schedule-entries">
          <thead>
            <tr>
              <th scope="col">{t('schedule.time')}</th>
              <th scope="col">{t('schedule.match')}</th>
              <th scope="col">{t('schedule.competition')}</th>
            </tr>
          </thead>
          <tbody>
            {visible.entries.map((entry) => (
              <tr key={entry.match.id} data-testid="schedule-entry">
                <td className="schedule__time">
                  {entry.match.live.status === 'NOT_STARTED' ? (
                    <time dateTime={entry.startsAt}>{formatTime(entry.startsAt, lang, timeZone)}</time>
                  ) : (
                    <LiveScore live={entry.match.live} sportKey={entry.match.sportKey} layout="inline" />
                  )}
                </td>
                <td>
                  <Link to={href(entry.match.link)}>{entry.homeTeam && entry.awayTeam ? `${entry.homeTeam} – ${entry.awayTeam}` : entry.name}</Link>
                </td>
                <td className="muted">
                  {entry.categoryName} · {entry.tournamentName}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav className="pager" aria-label={t('list.pages')}>
          <button type="button" className="button button--ghost" disabled={schedule.page <= 1} onClick={() => show({ page: schedule.page - 1 })}>
            {t('list.previous')}
          </button>
          <span className="pager__state">{t('list.pageOf', { page: schedule.page, pages })}</span>
          <button type="button" className="button button--ghost" disabled={schedule.page >= pages} onClick={() => show({ page: schedule.page + 1 })}>
            {t('list.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
