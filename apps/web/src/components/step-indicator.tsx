import { CheckIcon } from './icons';

interface StepIndicatorProps {
  /** The steps' names, in order. */
  steps: readonly string[];
  /** Index of the current step. */
  current: number;
  label: string;
  /** 'Étape 2 sur 4', for screen readers. */
  status: string;
}

/** Where the visitor is among a flow's steps (/upload, /signup). */
export function StepIndicator({ steps, current, label, status }: StepIndicatorProps) {
  return (
    <nav aria-label={label} className="mx-auto mt-8 max-w-md">
      <p className="sr-only">{status}</p>
      {/* Equal columns for any number of steps, without a style attribute the CSP would refuse. */}
      <ol className="grid auto-cols-fr grid-flow-col gap-1">
        {steps.map((name, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={name}
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
                className={`mt-2 text-center text-xs sm:text-sm ${active ? 'font-semibold text-slate-900' : 'text-slate-500'}`}
              >
                {name}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
