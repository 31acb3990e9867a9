import { OVERLAP_CHOICES_HOURS } from '@horodoc/shared/api-keys-api';
import { apiKeysPanel as t } from '../../i18n/fr';

/** How long the replaced key or secret keeps signing: one of the offered choices, 7 days at most. */
export function OverlapSelect({
  id,
  label = t.overlapLabel,
  value,
  onChange,
}: {
  id: string;
  label?: string;
  value: number;
  onChange: (hours: number) => void;
}) {
  return (
    <label htmlFor={id} className="grid gap-1 text-slate-600 text-xs">
      {label}
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="min-h-10 rounded-xl border border-slate-300 bg-white px-3 text-slate-900 text-sm"
      >
        {OVERLAP_CHOICES_HOURS.map((hours) => (
          <option key={hours} value={hours}>
            {t.overlap(hours)}
          </option>
        ))}
      </select>
    </label>
  );
}

export const BUTTON =
  'inline-flex min-h-10 items-center justify-center rounded-xl border border-slate-300 bg-white px-4 font-semibold text-slate-800 text-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60';

/** A date and time as the panel shows them. */
export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' });
}
