import { CloseIcon } from '../../components/icons';
import { notifications as t } from '../../i18n/fr';
import { NotificationIcon } from './notification-icon';
import type { Notification, NotificationType } from './notification-types';

const TONES: Record<NotificationType, string> = {
  success: 'border-l-emerald-600',
  error: 'border-l-red-600',
  warning: 'border-l-amber-500',
  info: 'border-l-brand-600',
};

interface NotificationAreaProps {
  items: readonly Notification[];
  onDismiss: (id: string) => void;
}

/**
 * French typography: a space before ! ? : ; » never lets the sign start a line on its own (the texts keep
 * the spec's plain spaces; the no-break space is put in here, as they are shown).
 * @internal exported for its tests
 */
export function keepSignsAttached(text: string): string {
  return text.replace(/ ([!?:;»])/g, '\u00a0$1');
}

/**
 * Fixed at the top right under the header (spec, root shell); on a phone, where the top right is the
 * whole width, across it less the margins, and only the newest one shows (the others come back when it
 * goes), so the band stays one notification tall and the step's main action, lower down, stays free.
 * The live region is always in the page so screen readers announce new items.
 */
export function NotificationArea({ items, onDismiss }: NotificationAreaProps) {
  return (
    <section
      aria-label={t.region}
      className="pointer-events-none fixed top-20 right-4 left-4 z-50 flex flex-col items-end gap-3 sm:left-auto"
    >
      <div
        role="status"
        aria-live="polite"
        className="flex w-full flex-col gap-3 max-sm:[&>:not(:last-child)]:hidden sm:w-96"
      >
        {items.map((item) => (
          <div
            key={item.id}
            className={`notification-enter pointer-events-auto flex gap-3 rounded-xl border border-slate-200 border-l-4 bg-white p-4 shadow-lg shadow-slate-900/10 ${TONES[item.type]}`}
          >
            <NotificationIcon type={item.type} />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">
                <span className="sr-only">{t.typePrefix(t.typeLabels[item.type])}</span>
                {keepSignsAttached(item.title)}
              </p>
              <p className="mt-1 text-slate-600 text-sm">{keepSignsAttached(item.message)}</p>
              {item.action && (
                <button
                  type="button"
                  onClick={() => {
                    item.action?.onClick();
                    onDismiss(item.id);
                  }}
                  className="mt-3 rounded-md bg-slate-900 px-3 py-1.5 font-medium text-sm text-white hover:bg-slate-700"
                >
                  {item.action.label}
                </button>
              )}
            </div>
            <button
              type="button"
              onClick={() => onDismiss(item.id)}
              aria-label={t.close}
              className="-m-1 h-8 w-8 shrink-0 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <CloseIcon />
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
