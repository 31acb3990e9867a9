import type { CreditPack } from '@horodoc/shared/pricing';
import { CARD, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { PackGrid } from '../../features/credit-packs/pack-grid';
import { creditPacks, signup as t } from '../../i18n/fr';

interface PackStepProps {
  pack: CreditPack | null;
  creating: boolean;
  onChoose: (pack: CreditPack) => void;
  onBack: () => void;
  onProceed: () => void;
}

/** Step 2: one of the four packs; Proceed prepares the payment (disabled without a choice). */
export function PackStep({ pack, creating, onChoose, onBack, onProceed }: PackStepProps) {
  return (
    <section aria-labelledby="pack-title" className={CARD}>
      <h2 id="pack-title" className="font-bold text-slate-900 text-xl">
        {t.pack.title}
      </h2>
      <p className="mt-1 text-slate-600 text-sm">{t.pack.lead}</p>
      <div className="mt-8">
        <PackGrid selected={pack} onSelect={onChoose} disabled={creating} />
      </div>
      <p className="mt-4 text-slate-500 text-xs">{creditPacks.vatNote}</p>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" onClick={onBack} disabled={creating} className={SECONDARY_BUTTON}>
          {t.pack.back}
        </button>
        <button type="button" onClick={onProceed} disabled={!pack || creating} className={PRIMARY_BUTTON}>
          {creating && (
            <span
              className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
              aria-hidden="true"
            />
          )}
          {creating ? t.pack.creating : t.pack.proceed}
        </button>
      </div>
    </section>
  );
}
