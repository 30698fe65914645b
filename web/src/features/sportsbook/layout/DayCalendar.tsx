import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useHref, useLanguage } from '../../shell/useLanguage';
import { formatDay } from '../time';

/**
 * The row of days above a day-by-day view (seed 002 §2 schedule and results): a link per day, today's at
 * the view's bare address (`base`) and the others at `base/<day>`, the day on screen marked.
 */
export function DayCalendar({ label, base, days, today, current, onPick }: { label: string; base: string; days: readonly string[]; today: string | undefined; current: string; onPick?: () => void }) {
  const { t } = useTranslation('sportsbook');
  const href = useHref();
  const lang = useLanguage();
  return (
    <nav className="calendar" aria-label={label}>
      {days.map((day) => (
        <Link key={day} to={href(day === today ? base : `${base}/${day}`)} onClick={onPick} className="calendar__day" aria-current={day === current ? 'date' : undefined} data-day={day}>
          <span className="calendar__weekday">{day === today ? t('schedule.today') : formatDay(day, lang, { weekday: 'short' })}</span>
          <span className="calendar__date">{formatDay(day, lang, { day: 'numeric', month: 'short' })}</span>
        </Link>
      ))}
    </nav>
  );
}
