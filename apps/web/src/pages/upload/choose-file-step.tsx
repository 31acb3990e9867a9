import { ACCEPT_ATTRIBUTE } from '@horodoc/shared/accepted-file-types';
import { removeBidiControls } from '@horodoc/shared/bidi-controls';
import { formatFileSize } from '@horodoc/shared/format-file-size';
import { CARD, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { FileDropZone } from '../../components/file-drop-zone';
import { ArrowLeftIcon, FileCheckIcon, LockIcon } from '../../components/icons';
import { upload as t } from '../../i18n/fr';
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
        <HashingPanel
          fileName={removeBidiControls(file.name)}
          progress={hashing.progress}
          onCancel={onCancel}
        />
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
                {removeBidiControls(file.name)}
              </p>
              <p className="text-slate-500 text-sm">{formatFileSize(file.size)}</p>
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
  return (
    <FileDropZone
      onFile={onFile}
      texts={t.dropzone}
      hint={`${t.dropzone.types} · ${t.dropzone.sizeUnlimited}`}
      accept={ACCEPT_ATTRIBUTE}
      testId="upload-dropzone"
      inputTestId="upload-input"
    >
      <span className="mt-5 inline-flex max-w-md items-start gap-2 text-left text-emerald-800 text-sm">
        <span className="mt-0.5 h-4 w-4 shrink-0">
          <LockIcon />
        </span>
        {t.dropzone.privacy}
      </span>
    </FileDropZone>
  );
}
