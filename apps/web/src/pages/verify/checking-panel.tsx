import { ProgressPanel } from '../../components/progress-panel';
import { verify as t } from '../../i18n/fr';
import type { VerifyProgress } from './verify-document';

/** The spinner 'Vérification en cours...', with the hashing progress, then the server and chain check. */
export function CheckingPanel({
  fileName,
  progress,
  onCancel,
}: {
  fileName: string;
  progress: VerifyProgress;
  onCancel: () => void;
}) {
  const percent = progress.phase === 'hashing' ? Math.round(progress.fraction * 100) : 100;
  return (
    <ProgressPanel
      title={t.checking.spinner}
      fileName={fileName}
      percent={percent}
      detail={
        progress.phase === 'hashing'
          ? t.checking.hashing(percent)
          : progress.phase === 'chain'
            ? t.checking.chain
            : t.checking.asking
      }
      cancelLabel={t.checking.cancel}
      onCancel={onCancel}
      className="rounded-2xl border border-slate-200 bg-white px-6 py-12 sm:px-10"
    />
  );
}
