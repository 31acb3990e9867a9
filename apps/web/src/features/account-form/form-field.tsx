import type { InputHTMLAttributes } from 'react';
import { useId } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown in red under the field; replaces the hint. */
  error?: string;
  hint?: string;
}

/** A labelled text input with its error under it, announced to screen readers. */
export function FormField({ label, error, hint, className = '', ...input }: FormFieldProps) {
  const id = useId();
  const describedBy = error || hint ? `${id}-note` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-slate-800 text-sm">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1.5 block w-full rounded-xl border bg-white px-3.5 py-3 text-base text-slate-900 outline-none placeholder:text-slate-400 focus:ring-2 ${
          error
            ? 'border-red-500 focus:ring-red-100'
            : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
        }`}
        {...input}
      />
      {(error || hint) && (
        <p id={describedBy} className={`mt-1.5 text-sm ${error ? 'text-red-700' : 'text-slate-500'}`}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}
