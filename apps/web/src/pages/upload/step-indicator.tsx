import { CheckIcon } from '../../components/icons';
import { upload as t } from '../../i18n/fr';

/** Where the visitor is among the four steps. */
export function StepIndicator({ current }: { current: number }) {
  return (
    <nav aria-label={t.stepsLabel} className="mx-auto mt-8 max-w-md">
      <p className="sr-only">{t.stepStatus(current + 1, t.steps.length)}</p>
      <ol className="grid grid-cols-4 gap-1">
        {t.steps.map((label, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={label}
              className="relative flex flex-col items-center"
              aria-current={active ? 'step' : undefined}
            >
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={`-translate-y-1/2 absolute top-4 right-1/2 h-0.5 w-full ${index <= current ? 'bg-brand-600' : 'bg-slate-200'}`}
                />
              )}
              <span
                className={`relative z-10 flex h-8 w-8 items-center justify-center rounded-full font-semibold text-sm ${
                  done
                    ? 'bg-brand-600 text-white'
                    : active
                      ? 'bg-brand-600 text-white ring-4 ring-brand-100'
                      : 'border-2 border-slate-200 bg-white text-slate-500'
                }`}
              >
                {done ? (
                  <span className="h-4 w-4">
                    <CheckIcon />
                  </span>
                ) : (
                  index + 1
                )}
              </span>
              <span
                className={`mt-2 text-xs sm:text-sm ${active ? 'font-semibold text-slate-900' : 'text-slate-500'}`}
              >
                {label}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
