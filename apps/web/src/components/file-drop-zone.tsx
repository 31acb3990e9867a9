import { type DragEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { UploadIcon } from './icons';

interface FileDropZoneTexts {
  label: string;
  dragActive: string;
  or: string;
  browse: string;
}

interface FileDropZoneProps {
  onFile: (file: File) => void;
  texts: FileDropZoneTexts;
  /** The line under the call to action: accepted types, size. */
  hint: string;
  /** The input's `accept` attribute; every type when absent. */
  accept?: string;
  testId: string;
  inputTestId?: string;
  /** Anything shown below the hint. */
  children?: ReactNode;
}

/** A zone to drop a file on, or to click to pick one: the whole zone is the input's label. */
export function FileDropZone({
  onFile,
  texts,
  hint,
  accept,
  testId,
  inputTestId,
  children,
}: FileDropZoneProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  // Public pages are prerendered: a file picked before React took over raised no change event, so take it now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration.
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (!early || !input.current) return;
    input.current.value = '';
    onFile(early);
  }, []);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };

  return (
    <label
      htmlFor={inputId}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid={testId}
      className={`flex cursor-pointer flex-col items-center justify-center rounded-2xl border-2 border-dashed px-6 py-12 text-center transition-colors focus-within:outline-2 focus-within:outline-brand-500 focus-within:outline-offset-2 sm:py-16 ${
        dragging
          ? 'border-brand-500 bg-brand-50'
          : 'border-slate-300 bg-white hover:border-brand-400 hover:bg-brand-50/40'
      }`}
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600 ring-8 ring-brand-50/50">
        <span className="h-7 w-7">
          <UploadIcon />
        </span>
      </span>
      <span className="mt-5 font-semibold text-lg text-slate-900">
        {dragging ? texts.dragActive : texts.label}
      </span>
      <span className="mt-1 text-slate-600">
        {texts.or}{' '}
        <span className="font-semibold text-brand-700 underline underline-offset-4">{texts.browse}</span>
      </span>
      <span className="mt-4 text-slate-500 text-sm">{hint}</span>
      {children}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={accept}
        className="sr-only"
        data-testid={inputTestId}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // Cleared so that choosing the same file again is seen.
          event.target.value = '';
          if (chosen) onFile(chosen);
        }}
      />
    </label>
  );
}
