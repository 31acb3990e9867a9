import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { ArrowLeftIcon, FileCheckIcon, LockIcon, UploadIcon } from '../../components/icons';
import { upload as t } from '../../i18n/fr';
import { ACCEPT_ATTRIBUTE } from './accepted-types';
import { CARD, PRIMARY_BUTTON, SECONDARY_BUTTON } from './buttons';
import { formatSize } from './format-size';
import { HashingPanel } from './hashing-panel';

interface ChooseFileStepProps {
  file: File | null;
  hashing: { progress: number } | null;
  onFile: (file: File) => void;
  onClear: () => void;
  onContinue: () => void;
  onCancel: () => void;
  onBack: () => void;
}

/** Step 1: drop or pick a file, then hash it on this device. */
export function ChooseFileStep({
  file,
  hashing,
  onFile,
  onClear,
  onContinue,
  onCancel,
  onBack,
}: ChooseFileStepProps) {
  return (
    <section aria-label={t.steps[0]}>
      <button
        type="button"
        onClick={onBack}
        className="mb-4 inline-flex items-center gap-1.5 font-medium text-slate-600 text-sm hover:text-slate-900"
      >
        <span className="h-4 w-4">
          <ArrowLeftIcon />
        </span>
        {t.backToHome}
      </button>
      {hashing && file ? (
        <HashingPanel fileName={file.name} progress={hashing.progress} onCancel={onCancel} />
      ) : file ? (
        <div className={CARD}>
          <p className="font-medium text-slate-500 text-sm">{t.chosen.label}</p>
          <div className="mt-3 flex items-center gap-4 rounded-xl bg-slate-50 p-4">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
              <span className="h-6 w-6">
                <FileCheckIcon />
              </span>
            </span>
            <div className="min-w-0">
              <p className="break-all font-semibold text-slate-900" data-testid="chosen-file-name">
                {file.name}
              </p>
              <p className="text-slate-500 text-sm">{formatSize(file.size)}</p>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={onClear} className={SECONDARY_BUTTON}>
              {t.chosen.change}
            </button>
            <button type="button" onClick={onContinue} className={PRIMARY_BUTTON}>
              {t.chosen.continue}
            </button>
          </div>
        </div>
      ) : (
        <DropZone onFile={onFile} />
      )}
    </section>
  );
}

function DropZone({ onFile }: { onFile: (file: File) => void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // The page is prerendered: a file picked before React took over is still in the input, so take it now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration.
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (early) {
      if (input.current) input.current.value = '';
      onFile(early);
    }
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
      data-testid="upload-dropzone"
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
        {dragging ? t.dropzone.dragActive : t.dropzone.label}
      </span>
      <span className="mt-1 text-slate-600">
        {t.dropzone.or}{' '}
        <span className="font-semibold text-brand-700 underline underline-offset-4">{t.dropzone.browse}</span>
      </span>
      <span className="mt-4 text-slate-500 text-sm">
        {t.dropzone.types} · {t.dropzone.sizeUnlimited}
      </span>
      <span className="mt-5 inline-flex max-w-md items-start gap-2 text-left text-emerald-800 text-sm">
        <span className="mt-0.5 h-4 w-4 shrink-0">
          <LockIcon />
        </span>
        {t.dropzone.privacy}
      </span>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        className="sr-only"
        data-testid="upload-input"
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
