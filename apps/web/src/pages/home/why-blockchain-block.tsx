import { EuroIcon, LockIcon, ZapIcon } from '../../components/icons';
import { home } from '../../i18n/fr';

const t = home.useCases.why;
const ICONS = [LockIcon, ZapIcon, EuroIcon] as const;

export function WhyBlockchainBlock() {
  return (
    <div className="mt-16 overflow-hidden rounded-3xl bg-ink-950 px-6 py-12 text-white sm:px-12">
      <h3 className="text-center font-bold text-2xl tracking-tight sm:text-3xl">{t.title}</h3>
      <ul className="mt-10 grid gap-8 md:grid-cols-3">
        {t.points.map((point, index) => {
          const Icon = ICONS[index] ?? LockIcon;
          return (
            <li key={point.title} className="text-center">
              <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-white/10 p-3 text-brand-200">
                <Icon />
              </span>
              <h4 className="mt-4 font-semibold text-lg">{point.title}</h4>
              <p className="mt-2 text-slate-300 leading-relaxed">{point.text}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
