import { CARD } from '../../components/button-styles';
import { ProgressPanel } from '../../components/progress-panel';
import { upload as t } from '../../i18n/fr';

/** The spinner 'Préparation en cours...' with the hashing progress bar and percentage. */
export function HashingPanel({
  fileName,
  progress,
  onCancel,
}: {
  fileName: string;
  progress: number;
  onCancel: () => void;
}) {
  const percent = Math.min(100, Math.round(progress * 100));
  return (
    <ProgressPanel
      title={t.preparing}
      fileName={fileName}
      percent={percent}
      detail={t.hashingProgress(percent)}
      cancelLabel={t.cancel}
      onCancel={onCancel}
      className={CARD}
    />
  );
}
