import { Link } from 'react-router';
import { homeSections, paths } from '../../app/paths';
import {
  ArrowRightIcon,
  GraduationCapIcon,
  HardHatIcon,
  HouseIcon,
  LightbulbIcon,
  MicroscopeIcon,
  PackageIcon,
  PaletteIcon,
  UmbrellaIcon,
  WrenchIcon,
} from '../../components/icons';
import { Section, SectionHeading } from '../../components/section';
import { home } from '../../i18n/fr';
import { WhyBlockchainBlock } from './why-blockchain-block';

const t = home.useCases;

/** Each sector card's icon and the article that tells its story, in the order of `home.useCases.cards`. */
const SECTORS = [
  { Icon: PaletteIcon, article: 'protection-droits-auteur-blockchain' },
  { Icon: HouseIcon, article: 'immobilier-eviter-litiges-etat-lieux' },
  { Icon: HardHatIcon, article: 'btp-remplacer-huissier-chantiers' },
  { Icon: UmbrellaIcon, article: 'assurances-prouver-etat-biens' },
  { Icon: WrenchIcon, article: 'artisans-securiser-devis-travaux' },
  { Icon: PackageIcon, article: 'ecommerce-garantir-expeditions' },
  { Icon: GraduationCapIcon, article: 'education-horodatage-travaux-etudiants' },
  { Icon: MicroscopeIcon, article: 'preuve-antecedence-blockchain' },
  { Icon: LightbulbIcon, article: 'protection-propriete-intellectuelle-blockchain' },
] as const;

export function UseCasesSection() {
  return (
    <Section id={homeSections.useCases} labelledBy="use-cases-title" tone="muted">
      <SectionHeading id="use-cases-title" title={t.title} lead={t.lead} />
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {t.cards.map((card, index) => {
          const sector = SECTORS[index];
          if (!sector) return null;
          return (
            <li
              key={card.title}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 transition-shadow hover:shadow-md"
            >
              <div className="flex items-center gap-4">
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 p-2.5 text-brand-700">
                  <sector.Icon />
                </span>
                <h3 className="font-semibold text-lg text-slate-900">{card.title}</h3>
              </div>
              <p className="mt-4 flex-1 text-slate-600 leading-relaxed">{card.text}</p>
              <Link
                to={paths.article(sector.article)}
                className="mt-4 inline-flex items-center gap-1.5 font-semibold text-brand-700 text-sm hover:text-brand-900"
              >
                {t.readArticle}
                <span className="sr-only"> : {card.title}</span>
                <span className="h-4 w-4">
                  <ArrowRightIcon />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <WhyBlockchainBlock />
    </Section>
  );
}
