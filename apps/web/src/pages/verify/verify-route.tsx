import { useRef, useState } from 'react';
import { paths } from '../../app/paths';
import { pageMeta } from '../../app/seo/page-meta';
import { ShieldCheckIcon } from '../../components/icons';
import { verify as t } from '../../i18n/fr';
import { CheckingPanel } from './checking-panel';
import { CompanionInput } from './companion-input';
import { DropZone } from './drop-zone';
import { useDocumentVerification } from './use-document-verification';
import { VerifyResult } from './verify-result';

export function meta() {
  return pageMeta({
    title: t.meta.title,
    description: t.meta.description,
    keywords: t.meta.keywords,
    canonicalPath: paths.verify,
  });
}

/** /verify: drop a file, its fingerprint is computed here, found or not, and the proof checked. */
export default function VerifyRoute() {
  const { state, start, reset } = useDocumentVerification();
  // The certificate PDF or proof file chosen before the document, kept for « Vérifier un autre document ».
  const [companion, setCompanionState] = useState<File | null>(null);
  // Read by the drop zone at once: both inputs may report files picked before hydration in the same commit.
  const companionRef = useRef<File | null>(null);
  const setCompanion = (file: File | null) => {
    companionRef.current = file;
    setCompanionState(file);
  };
  return (
    <div className="bg-slate-50">
      <header className="border-slate-200 border-b bg-white">
        <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:px-6 sm:py-16">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 font-semibold text-emerald-800 text-sm ring-1 ring-emerald-200">
            <span className="h-4 w-4">
              <ShieldCheckIcon />
            </span>
            {t.free}
          </p>
          <h1 className="mt-4 font-bold text-4xl text-slate-900 tracking-tight sm:text-5xl">{t.title}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-pretty text-lg text-slate-600 leading-relaxed">
            {t.lead}
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        {state.step === 'upload' && (
          <>
            <CompanionInput file={companion} onChange={setCompanion} />
            <DropZone onFile={(file) => start(file, companionRef.current)} />
          </>
        )}
        {state.step === 'checking' && (
          <CheckingPanel fileName={state.fileName} progress={state.progress} onCancel={reset} />
        )}
        {state.step === 'result' && (
          <VerifyResult
            fileName={state.fileName}
            outcome={state.outcome}
            onAgain={() => {
              setCompanion(null);
              reset();
            }}
          />
        )}
      </div>
    </div>
  );
}
