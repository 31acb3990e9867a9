import type { ReactNode } from 'react';

interface CardFieldBoxProps {
  label: string;
  htmlFor?: string;
  /** Stripe's iframes are not inputs: clicking the label must focus them by hand. */
  onLabelClick?: () => void;
  focused: boolean;
  invalid: boolean;
  children: ReactNode;
}

/** One card field with its label, the same frame for Stripe's hosted fields and the simulator's inputs. */
export function CardFieldBox({
  label,
  htmlFor,
  onLabelClick,
  focused,
  invalid,
  children,
}: CardFieldBoxProps) {
  return (
    <div>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: keyboards tab into Stripe's iframe itself; the click is for pointers. */}
      <label
        htmlFor={htmlFor}
        onClick={onLabelClick}
        className="mb-1.5 block font-medium text-slate-800 text-sm"
      >
        {label}
      </label>
      <div
        className={`rounded-xl border bg-white px-3.5 py-3 transition-shadow ${
          invalid
            ? 'border-red-500 ring-2 ring-red-100'
            : focused
              ? 'border-brand-500 ring-2 ring-brand-100'
              : 'border-slate-300'
        }`}
      >
        {children}
      </div>
    </div>
  );
}

/** The inputs' own look inside the frame; 16 px so phones do not zoom on focus. */
export const CARD_INPUT_CLASS =
  'block w-full bg-transparent font-mono text-base text-slate-900 tracking-wide outline-none placeholder:text-slate-400';
