import { FileDropZone } from '../../components/file-drop-zone';
import { verify as t } from '../../i18n/fr';

/** The drop-or-select zone. Any type is accepted; the size limit is checked by the flow, not here. */
export function DropZone({ onFile }: { onFile: (file: File) => void }) {
  return (
    <FileDropZone
      onFile={onFile}
      texts={t.dropzone}
      hint={`${t.dropzone.anyType} · ${t.dropzone.limit}`}
      testId="verify-dropzone"
      inputTestId="verify-file-input"
    />
  );
}
