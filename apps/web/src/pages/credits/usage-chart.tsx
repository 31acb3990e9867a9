import type { UsageDay } from '@horodoc/shared/pro-usage-api';
import { credits } from '../../i18n/fr';
import { dayName } from './usage-month';

const t = credits.usage;

/** Drawing units: one slot per day, bars within; the SVG scales to its box (attributes only, no style, for the CSP). */
const SLOT = 10;
const BAR = 7;
const HEIGHT = 100;

/** The month's requests as one bar per day, the part in error in red; each bar's title gives the day's figures. */
export function UsageChart({ days, label }: { days: UsageDay[]; label: string }) {
  const highest = Math.max(1, ...days.map((day) => day.requests));
  const heightOf = (count: number) => (count === 0 ? 0 : Math.max(1.5, (count / highest) * HEIGHT));
  const last = days.at(-1);
  return (
    <figure className="mt-5">
      <svg
        viewBox={`0 0 ${days.length * SLOT} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
        className="h-40 w-full overflow-visible rounded-lg bg-slate-50 sm:h-48"
        data-testid="usage-chart"
      >
        <line
          x1={0}
          x2={days.length * SLOT}
          y1={HEIGHT}
          y2={HEIGHT}
          className="stroke-slate-300"
          strokeWidth={0.5}
        />
        {days.map((day, index) => {
          const x = index * SLOT + (SLOT - BAR) / 2;
          const total = heightOf(day.requests);
          const failed =
            day.failed_requests === 0 ? 0 : Math.max(1, (day.failed_requests / highest) * HEIGHT);
          return (
            <g key={day.date} data-testid="usage-bar" data-requests={day.requests}>
              <title>
                {t.dayTitle(dayName(day.date), day.requests, day.failed_requests, day.certificates)}
              </title>
              <rect x={index * SLOT} y={0} width={SLOT} height={HEIGHT} className="fill-transparent" />
              {total > 0 && (
                <rect x={x} y={HEIGHT - total} width={BAR} height={total} rx={1} className="fill-brand-500" />
              )}
              {failed > 0 && (
                <rect x={x} y={HEIGHT - failed} width={BAR} height={failed} rx={1} className="fill-red-500" />
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 text-slate-500 text-xs">
        <span className="flex justify-between gap-3">
          <span>{days[0] ? dayName(days[0].date) : ''}</span>
          <span>{last ? dayName(last.date) : ''}</span>
        </span>
        <span className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1">
          <span className="inline-flex items-center gap-1.5">
            <span className="h-2.5 w-2.5 rounded-sm bg-brand-500" />
            {t.legendRequests}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="h-2.5 w-2.5 rounded-sm bg-red-500" />
            {t.legendFailed}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
