import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { UploadIcon } from '../../components/icons';
import { verify as t } from '../../i18n/fr';

/** The drop-or-select zone. Any type is accepted; the size limit is checked by the flow, not here. */
export function DropZone({ onFile }: { onFile: (file: File) => void }) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // The page is prerendered: a file chosen before the script took over raised no change event for React.
  useEffect(() => {
    const file = input.current?.files?.[0];
    if (!file || !input.current) return;
    input.current.value = '';
    onFile(file);
  }, [onFile]);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
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
      className={`flex cursor-pointer flex-col items-center justify-center rounded-2xl border-2 border-dashed px-6 py-14 text-center transition-colors focus-within:outline-2 focus-within:outline-brand-500 focus-within:outline-offset-2 sm:py-20 ${
        dragging
          ? 'border-brand-500 bg-brand-50'
          : 'border-slate-300 bg-white hover:border-brand-400 hover:bg-brand-50/40'
      }`}
      data-testid="verify-dropzone"
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600 ring-8 ring-brand-50/50">
        <span className="h-7 w-7">
          <UploadIcon />
        </span>
      </span>
      <span className="mt-5 font-semibold text-lg text-slate-900">
        {dragging ? t.dropzone.dragActive : t.dropzone.label}
      </span>
      <span className="mt-1 text-slate-600">
        {t.dropzone.or}{' '}
        <span className="font-semibold text-brand-700 underline underline-offset-4">{t.dropzone.browse}</span>
      </span>
      <span className="mt-4 text-slate-500 text-sm">
        {t.dropzone.anyType} · {t.dropzone.limit}
      </span>
      <input
        id={inputId}
        ref={input}
        type="file"
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again starts a new verification.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
