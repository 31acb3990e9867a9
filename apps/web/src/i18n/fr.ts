/**
 * Every user-facing string of the web app, in French. One named export per area, so each screen's
 * owner adds or edits its own block without touching the others. Long-form content (articles, legal
 * pages) lives in `content/`, not here.
 *
 * French typography: the space before : ; ! ? and between a number and € or % is a no-break space
 * (U+00A0), so a line never starts with them. Texts quoted from the spec keep their plain spaces.
 */
import { business } from '@horodoc/shared/business';
import type { ProErrorCode } from '@horodoc/shared/problem';
import type { ActivityKind } from '@horodoc/shared/web-account-api';
import type { NotificationInput } from '../app/notifications/notification-types';

const product = business.productName;

export const common = {
  productName: product,
  chainsBadge: 'Base · Ethereum',
  securedByEthereum: 'Sécurisé par Ethereum',
  timestampedOnBase: 'Horodaté sur Base (Coinbase)',
  skipToContent: 'Aller au contenu',
  backToHome: "Retour à l'accueil",
  home: 'Accueil',
  newTab: '(nouvel onglet)',
  minutes: (count: number) => `${count} min`,
  readingTime: (count: number) => `${count} min de lecture`,
  vatNote: business.vatLabel,
  errorTitle: 'Une erreur est survenue',
  errorText: "La page n'a pas pu s'afficher. Réessayez dans un instant ou revenez à l'accueil.",
};

export const header = {
  homeLink: `${product}, accueil`,
  navigation: 'Navigation principale',
  openMenu: 'Menu',
  menuHint: 'Ouvrir ou fermer le menu',
  links: {
    howItWorks: 'Comment ça marche',
    useCases: "Cas d'usage",
    blog: 'Blog',
    verify: 'Vérifier',
    pricing: 'Tarifs',
    api: 'API',
    faq: 'FAQ',
  },
};

export const footer = {
  tagline:
    "La capsule temporelle de vos documents : un horodatage blockchain instantané, preuve technique d'antériorité de vos fichiers.",
  quickLinks: 'Liens rapides',
  legal: 'Informations légales',
  contact: 'Contact',
  legalLinks: {
    legalNotice: 'Mentions légales',
    privacy: 'Politique de confidentialité',
    terms: 'CGU',
  },
  copyright: (year: number) => `© ${year} ${product}. Tous droits réservés.`,
};

export const notifications = {
  region: 'Notifications',
  close: 'Fermer la notification',
  typeLabels: { success: 'Succès', error: 'Erreur', warning: 'Attention', info: 'Information' },
  /** Read before the title by screen readers: 'Erreur : '. */
  typePrefix: (label: string) => `${label} : `,
  /** The spec's predefined notifications (section 8), ready to pass to `notify()`. */
  presets: {
    uploadSuccess: (): NotificationInput => ({
      type: 'success',
      title: 'Succès',
      message: 'Document horodaté avec succès !',
      duration: 5000,
    }),
    uploadError: (message = 'Impossible de préparer le fichier'): NotificationInput => ({
      type: 'error',
      title: 'Erreur',
      message,
    }),
    certified: (txHash: string): NotificationInput => ({
      type: 'success',
      title: 'Document certifié',
      message: `Empreinte ancrée sur la blockchain Base (transaction ${txHash.slice(0, 10)}…).`,
      duration: 6000,
    }),
    verified: (): NotificationInput => ({
      type: 'success',
      title: 'Document horodaté trouvé !',
      message: 'Ce document a été horodaté sur la blockchain',
      duration: 6000,
    }),
    testCertificate: (): NotificationInput => ({
      type: 'warning',
      title: 'Certificat de test',
      message: 'Ce document a été horodaté avec une clé de test : ce certificat ne prouve rien.',
      duration: 8000,
    }),
    notFound: (): NotificationInput => ({
      type: 'warning',
      title: 'Document non trouvé',
      message: "Ce document n'a pas été horodaté sur la blockchain ou son contenu a été modifié",
      duration: 8000,
    }),
    registrationSuccess: (): NotificationInput => ({
      type: 'success',
      title: 'Compte créé',
      message: 'Votre compte API est prêt : conservez précieusement votre clé et votre secret.',
      duration: 6000,
    }),
    loginSuccess: (): NotificationInput => ({
      type: 'success',
      title: 'Connexion réussie',
      message: 'Authentification réussie',
      duration: 4000,
    }),
    authError: (message = 'Non autorisé. Veuillez vous connecter.'): NotificationInput => ({
      type: 'error',
      title: "Erreur d'authentification",
      message,
    }),
    subscriptionActivated: (): NotificationInput => ({
      type: 'success',
      title: 'Abonnement activé',
      message: 'Votre abonnement est actif. Merci de votre confiance !',
      duration: 6000,
    }),
    subscriptionError: (
      message = "L'abonnement n'a pas pu être activé. Veuillez réessayer.",
    ): NotificationInput => ({
      type: 'error',
      title: "Erreur d'abonnement",
      message,
    }),
    limitReached: (): NotificationInput => ({
      type: 'warning',
      title: 'Limite atteinte',
      message: 'Vous avez atteint la limite de votre offre. Passez à une offre supérieure pour continuer.',
    }),
    maintenance: (): NotificationInput => ({
      type: 'info',
      title: 'Maintenance',
      message: 'Le service est temporairement indisponible. Merci de réessayer dans quelques minutes.',
    }),
    updateAvailable: (reload: () => void): NotificationInput => ({
      type: 'info',
      title: 'Mise à jour disponible',
      message: 'Une nouvelle version du site est disponible. Actualisez la page pour en profiter.',
      action: { label: 'Actualiser', onClick: reload },
    }),
    existingDocument: (): NotificationInput => ({
      type: 'info',
      title: 'Document existant',
      message: 'Ce document a déjà été horodaté.',
      duration: 6000,
    }),
    copied: (): NotificationInput => ({
      type: 'success',
      title: 'Succès',
      message: 'Copié dans le presse-papiers',
      duration: 3000,
    }),
  },
};

export const home = {
  meta: {
    title: `${product} – Horodatage blockchain de vos documents en 30 secondes`,
    description:
      "Protégez vos documents en 30 secondes : l'empreinte SHA-256 est calculée dans votre navigateur et ancrée sur la blockchain Base. Certificat PDF, dès 1 € HT, vérification gratuite.",
    keywords: [
      'horodatage',
      'horodatage blockchain',
      "preuve d'antériorité",
      'alternative huissier',
      'SHA-256',
      'blockchain Base',
      'certificat PDF',
      "protection droits d'auteur",
    ],
    organizationDescription:
      "Service français d'horodatage de documents sur la blockchain Base : preuve technique d'antériorité en 30 secondes.",
  },
  hero: {
    eyebrow: "Preuve d'antériorité sur la blockchain",
    title: 'Protégez vos documents en 30 secondes',
    lead: "Prouvez qu'un document existait à une date précise, sans huissier. Votre fichier ne quitte jamais votre appareil : seule son empreinte SHA-256 est ancrée sur la blockchain Base.",
    price: 'Prix HT : 1€ le premier document, puis 0,41€ HT',
    primaryCta: 'Horodater maintenant',
    secondaryCta: 'Vérifier un document',
    cardLabel: "Exemple de certificat d'horodatage",
    card: {
      title: "Certificat d'horodatage",
      status: 'Ancré sur Base',
      fileLabel: 'Document',
      fileName: 'contrat-prestation.pdf',
      hashLabel: 'Empreinte SHA-256',
      dateLabel: 'Horodatage',
      date: '8 août 2025, 14:32:07 GMT+2',
      blockLabel: 'Bloc',
      footer: 'Vérifiable par tous, gratuitement',
    },
  },
  howItWorks: {
    title: 'Comment ça marche',
    lead: 'Trois étapes, une trentaine de secondes, et une preuve qui ne dépend de personne.',
    steps: [
      {
        title: 'Glissez votre document',
        text: "Déposez votre fichier : son empreinte SHA-256 est générée localement, dans votre navigateur. Le document lui-même n'est jamais envoyé.",
      },
      {
        title: 'Certification blockchain',
        text: "L'empreinte est ancrée sur Base, réseau de couche 2 sécurisé par Ethereum. La date est inscrite de façon publique et infalsifiable.",
      },
      {
        title: 'Certificat instantané',
        text: "Téléchargez votre certificat PDF : empreinte, date, transaction et tout ce qu'il faut pour vérifier la preuve, même sans nous.",
      },
    ],
    stepLabel: (n: number) => `Étape ${n}`,
  },
  useCases: {
    title: "Cas d'usage",
    lead: "Dès qu'une date compte, l'horodatage vous protège. Quelques situations où nos utilisateurs y ont recours.",
    readArticle: "Lire l'article",
    cards: [
      {
        title: 'Créateurs et artistes',
        text: 'Illustrations, photos, musiques, manuscrits : datez vos œuvres avant de les publier ou de les envoyer.',
      },
      {
        title: 'Immobilier et location',
        text: 'États des lieux, photos du logement, bail : désamorcez les litiges sur le dépôt de garantie.',
      },
      {
        title: 'BTP et construction',
        text: "Photos d'avancement, comptes rendus, réserves : prouvez l'état du chantier jour après jour.",
      },
      {
        title: 'Assurances',
        text: 'Inventaire, factures, photos et vidéos de vos biens : préparez vos preuves avant le sinistre.',
      },
      {
        title: 'Artisans et PME',
        text: 'Devis signés, avenants, factures : gardez une trace datée de chaque engagement de vos clients.',
      },
      {
        title: 'E-commerce et logistique',
        text: "Photos d'emballage, bordereaux, fiches produits : défendez chaque commande contestée.",
      },
      {
        title: 'Étudiants et doctorants',
        text: "Mémoires, thèses, rapports : prouvez l'antériorité de vos travaux face au plagiat.",
      },
      {
        title: 'Chercheurs',
        text: 'Protocoles, données, résultats : datez vos travaux avant publication ou partage.',
      },
      {
        title: 'Équipes R&D',
        text: 'Cahiers de laboratoire, code source, plans : datez vos innovations sans les dévoiler.',
      },
    ],
    why: {
      title: "Pourquoi l'horodatage blockchain ?",
      points: [
        {
          title: 'Sécurité maximale',
          text: 'Empreinte SHA-256 ancrée sur une blockchain publique : impossible de modifier la date ou le contenu après coup.',
        },
        {
          title: 'Instantané',
          text: 'Votre preuve en 30 secondes, confirmée sur la blockchain en quelques minutes, sans rendez-vous.',
        },
        {
          title: 'Économique',
          text: "Dès 1€ HT le document, au lieu de plusieurs centaines d'euros pour un constat d'huissier.",
        },
      ],
    },
  },
  pricing: {
    title: 'Tarifs',
    lead: "Trois façons de payer : à l'acte, en crédits API ou par formule mensuelle. Vérification toujours gratuite.",
    perUse: {
      name: "À l'acte",
      audience: 'Pour les particuliers et les professionnels',
      priceFrom: '1 €',
      priceUnit: 'HT le premier document',
      nextPrice: (next: string) => `puis ${next} € HT par document`,
      ttc: (first: string) => `soit ${first} € TTC, dont ${business.vatLabel}`,
      features: [
        'Sans abonnement ni inscription, paiement par carte',
        'Certificat PDF et facture',
        'Document jamais envoyé : seule son empreinte',
        'Vérification gratuite et illimitée',
      ],
      cta: 'Horodater maintenant',
    },
    credits: {
      name: 'Crédits API',
      audience: 'Pour les développeurs et les volumes',
      badge: "Jusqu'à 40 % d'économie",
      priceFrom: (price: string) => `${price} €`,
      priceFromLabel: 'dès',
      priceUnit: 'HT par document',
      packs: 'Packs de 20 à 300 crédits',
      features: [
        '1 crédit par horodatage, quelle que soit la taille',
        "Crédits sans date d'expiration",
        'Factures et historique de vos horodatages',
        "Crédits disponibles uniquement via l'API pour le moment",
      ],
      cta: "Découvrir l'API",
    },
    plans: {
      name: 'Formules mensuelles',
      audience: 'Pour ceux qui horodatent chaque semaine',
      priceFromLabel: 'dès',
      priceFrom: (price: string) => `${price} €`,
      priceUnit: 'HT par mois',
      listLabel: 'Les formules',
      price: (price: string) => `${price}\u00a0€ HT / mois`,
      quota: (documents: number, perDocument: string) =>
        `${documents} documents par mois, soit ${perDocument}\u00a0€ HT le document`,
      features: [
        'Sans carte à chaque horodatage',
        'Historique, certificats et factures dans votre compte',
        'Sans engagement, résiliable à tout moment',
      ],
      cta: 'Choisir une formule',
    },
    comparison: {
      title: 'Huissier ou horodatage blockchain ?',
      caption: "Comparaison entre un constat d'huissier et un horodatage Horodoc",
      criterion: 'Critère',
      bailiff: 'Huissier',
      us: product,
      rows: [
        { label: 'Prix', bailiff: '150-300€', us: '1€' },
        { label: 'Délai', bailiff: 'Sur rendez-vous', us: '30 secondes' },
        { label: 'Inscription', bailiff: 'Obligatoire', us: 'Aucune' },
        { label: 'Sécurité', bailiff: 'Papier', us: 'Blockchain Base / Ethereum' },
        { label: 'Reconnaissance', bailiff: 'Légale', us: 'Antériorité*' },
      ],
      footnote:
        "* Un horodatage blockchain est une preuve technique d'antériorité, soumise à l'appréciation du juge. Le règlement européen eIDAS 2.0 pourrait à l'avenir reconnaître explicitement la blockchain.",
    },
  },
  faq: {
    title: 'Questions fréquentes',
    lead: 'Tout ce que vous devez savoir avant de protéger votre premier document.',
    items: [
      {
        question: "Comment fonctionne techniquement l'horodatage ?",
        answer:
          "Votre navigateur calcule l'empreinte SHA-256 du fichier, une suite de 64 caractères propre à son contenu exact. Cette empreinte est regroupée avec d'autres dans un arbre de Merkle dont la racine est inscrite dans un contrat intelligent sur la blockchain Base. Le bloc qui l'enregistre porte une date publique que personne, pas même nous, ne peut modifier.",
      },
      {
        question: "Quelle est la valeur probante d'un horodatage blockchain ?",
        answer:
          "C'est une preuve technique d'antériorité : elle démontre qu'un fichier identique au bit près existait au plus tard à la date du bloc. En droit français, la preuve est libre dans la plupart des situations et le juge en apprécie la force. Ce n'est pas un horodatage qualifié au sens du règlement eIDAS, ni une preuve irréfutable.",
      },
      {
        question: 'Mes documents sont-ils stockés ?',
        answer:
          "Jamais. Seul le hash (l'empreinte) est envoyé : le fichier reste sur votre appareil et il est impossible de le reconstituer à partir de son empreinte. Conservez donc précieusement l'original, il sera nécessaire pour toute vérification.",
      },
      {
        question: "Pourquoi Base plutôt qu'Ethereum directement ?",
        answer:
          'Base est un réseau de couche 2 qui publie ses données sur Ethereum et en hérite la sécurité. Ses frais et sa rapidité sont environ 100 fois meilleurs, ce qui permet un horodatage à 1 € HT confirmé en quelques secondes.',
      },
      {
        question: "L'horodatage blockchain est-il reconnu légalement ?",
        answer:
          "Les tribunaux l'acceptent comme élément de preuve : en mars 2025, le tribunal judiciaire de Marseille a retenu un horodatage blockchain pour établir l'antériorité de créations, et une réponse ministérielle a confirmé qu'une telle preuve peut être produite en justice. Sa force reste soumise à l'appréciation du juge.",
      },
      {
        question: 'Dois-je faire valider par un huissier ?',
        answer:
          "Non, pas pour prouver qu'un document existait à une date donnée. Un commissaire de justice reste utile pour constater une situation sur place (un dégât, un affichage) ou lorsque la loi l'exige. Les deux se complètent : vous pouvez aussi horodater le constat qu'il vous remet.",
      },
      {
        question: 'Comment vérifier un horodatage ?',
        answer:
          'Déposez le fichier original sur la page de vérification : son empreinte est recalculée et recherchée, gratuitement. Vous pouvez aussi retrouver la transaction indiquée sur votre certificat dans un explorateur public de la blockchain Base, sans passer par nous.',
      },
    ],
    contactLead: 'Vous ne trouvez pas votre réponse ?',
    contact: 'Nous contacter',
  },
  verification: {
    title: 'Comment vérifier un horodatage ?',
    lead: 'Une preuve ne vaut que si chacun peut la contrôler. Deux méthodes, gratuites et illimitées.',
    method1: {
      label: 'Méthode 1',
      title: 'Vérification en ligne',
      text: 'Déposez le fichier original sur la page de vérification. Son empreinte est recalculée dans votre navigateur puis recherchée : la moindre modification du fichier est détectée.',
      cta: 'Vérifier un document',
    },
    method2: {
      label: 'Méthode 2',
      title: "Via l'explorateur blockchain",
      text: "Copiez l'identifiant de transaction de votre certificat PDF dans un explorateur public de la blockchain Base. Cette méthode prouve seulement que la transaction existe : comparez ensuite l'empreinte du fichier avec celle du certificat.",
      cta: "Ouvrir l'explorateur Basescan",
    },
    guide: 'Vérifier de façon totalement indépendante : notre guide pas à pas',
    calculatorsTitle: "Calculer l'empreinte SHA-256 vous-même",
    calculatorsText:
      "Avec un outil indépendant de Horodoc, vérifiez que l'empreinte de votre fichier est bien celle du certificat :",
    calculators: [
      {
        label: 'Calculateur SHA-256 de fichiers (emn178)',
        href: 'https://emn178.github.io/online-tools/sha256_checksum.html',
      },
      { label: 'Calculateur de hash de fichiers (md5file.com)', href: 'https://md5file.com/calculator' },
    ],
    commandsText: 'Ou, sans rien installer, en ligne de commande :',
    commands: [
      { system: 'Linux', command: 'sha256sum fichier.pdf' },
      { system: 'macOS', command: 'shasum -a 256 fichier.pdf' },
      { system: 'Windows', command: 'certutil -hashfile fichier.pdf SHA256' },
    ],
    contractTitle: 'Le contrat intelligent',
    contractText: 'Toutes les empreintes sont ancrées par ce contrat public, consultable par tous :',
    contractLink: 'Voir le contrat sur Basescan',
    contractRole:
      "Pour chaque lot d'empreintes, il enregistre la racine de Merkle et la date du bloc : une preuve publique, lisible par tous, qui ne dépend pas de Horodoc.",
    /**
     * « Sur {chain}, le réseau local de cette instance de démonstration, déployé au bloc {block} : aucun
     * explorateur public… », in pieces: the home page's load script fills the chain and the block in before
     * React runs (see contract-block-script.ts).
     */
    contractLocal: {
      before: 'Sur ',
      network: ', le réseau local de cette instance de démonstration',
      deployedAt: ', déployé au bloc ',
      after: ' : aucun explorateur public, il se lit avec « npx horodoc audit ».',
    },
    contractPending: 'Recherche de l’adresse du contrat…',
  },
};

export const blog = {
  meta: {
    title: `Blog ${product} – Horodatage, preuve d'antériorité et blockchain`,
    description:
      "Guides et cas concrets pour prouver la date de vos documents : droits d'auteur, immobilier, BTP, assurance, e-commerce, études et R&D.",
    keywords: ['blog horodatage', "preuve d'antériorité", 'blockchain', 'huissier', 'guide horodatage'],
    articleTitle: (title: string) => `${title} - Blog ${product}`,
    blogName: `Le blog ${product}`,
  },
  title: 'Le blog',
  lead: "Guides pratiques et cas concrets pour protéger vos créations, vos contrats et vos preuves grâce à l'horodatage.",
  featured: 'À la une',
  latest: 'Tous les articles',
  readMore: 'Lire la suite',
  tags: 'Étiquettes',
  breadcrumb: "Fil d'Ariane",
  publishedOn: 'Publié le',
  by: 'Par',
  related: 'Articles similaires',
  cta: {
    title: 'Protégez votre prochain document',
    text: '30 secondes, 1€ HT, et votre fichier ne quitte jamais votre appareil.',
    button: 'Horodater maintenant',
  },
};

export const legal = {
  lastUpdated: (date: string) => `Dernière mise à jour : ${date}`,
  keywords: ['mentions légales', 'CGU', 'politique de confidentialité', 'RGPD', product],
  otherDocuments: 'Autres documents',
};

export const apiDocs = {
  meta: {
    title: `API ${product} – Horodatage blockchain pour développeurs`,
    description:
      "Intégrez l'horodatage blockchain à vos applications : API REST signée HMAC, certificats PDF, webhooks et crédits prépayés dès 0,10 € HT par document.",
    keywords: ['API horodatage', 'API blockchain', 'horodatage automatique', 'webhook', 'certificat PDF'],
  },
  eyebrow: 'API développeurs',
  title: "L'horodatage blockchain dans vos applications",
  lead: "Envoyez un fichier, recevez une preuve d'antériorité ancrée sur Base. Inscription en libre-service, crédits prépayés, aucun abonnement.",
  sectionsLabel: 'Sections de la documentation',
  sections: {
    overview: "Vue d'ensemble",
    authentication: 'Authentification',
    endpoints: 'Endpoints',
    errors: 'Erreurs',
    pricing: 'Tarifs',
  },
  features: [
    {
      title: 'Horodatage instantané',
      text: "Un appel suffit : la réponse arrive aussitôt, l'ancrage se confirme en quelques secondes.",
    },
    {
      title: 'Preuve blockchain',
      text: 'Chaque empreinte est ancrée sur Base par un contrat public : une preuve vérifiable sans nous.',
    },
    {
      title: 'Certificats PDF',
      text: "Un certificat prêt à produire pour chaque document, téléchargeable par l'API.",
    },
  ],
  selfService: {
    title: 'Inscription en libre-service',
    text: 'Créez votre compte, choisissez un pack de crédits et recevez immédiatement votre clé et votre secret.',
    signup: 'Créer un compte API',
    credits: 'Acheter des crédits',
  },
  authentication: {
    lead: 'Chaque requête est signée avec votre secret. Le secret lui-même ne circule jamais.',
    headersTitle: 'En-têtes requis',
    headers: [
      { name: 'X-API-Key', text: 'votre clé publique' },
      { name: 'X-Timestamp', text: "l'heure courante en millisecondes depuis le 1er janvier 1970" },
      { name: 'X-Signature', text: 'la signature HMAC-SHA256 de la requête, en hexadécimal' },
      {
        name: 'X-Signature-Version',
        text: '2 (recommandé) pour une signature qui couvre aussi le corps : ajoutez alors au texte signé un saut de ligne puis le SHA-256 hexadécimal (minuscules) du corps tel qu’envoyé, ou de la chaîne vide sans corps. Un corps modifié après la signature est refusé (401). Sans cet en-tête, la version 1 s’applique.',
      },
    ],
    signatureTitle: 'Construire la signature',
    signatureText:
      'Concaténez la méthode HTTP, le chemin (sans la chaîne de requête) et le timestamp ; en version 2, recommandée, ajoutez un saut de ligne et le SHA-256 hexadécimal du corps. Signez ce texte avec votre secret par HMAC-SHA256 :',
    sampleTitle: 'Exemple : lire le solde avec une requête signée',
    warningsTitle: 'Sécurité',
    warnings: [
      "Ne publiez jamais votre secret : appelez l'API depuis votre serveur, pas depuis un navigateur ou une application mobile.",
      'Signez chaque requête au moment de l’envoyer, avec l’heure courante en millisecondes : à plus de 5 minutes de l’heure du serveur, elle est refusée (401).',
      'Rejeu : une requête qui modifie quelque chose (POST, DELETE) n’est acceptée qu’une fois ; la même signature avec le même corps est refusée (401). Des requêtes différentes signées dans la même milliseconde sont toutes acceptées, même venues de plusieurs processus à la fois, et une lecture (GET) n’est jamais refusée comme rejeu. Pour renvoyer un envoi sans risque de double débit, signez-le à nouveau avec la même Idempotency-Key.',
      'Préférez la version 2 : la version 1 ne couvre pas le corps, si bien que les en-têtes d’une requête interceptée resteraient valables 5 minutes avec un autre corps. La version 2 refuse tout corps modifié après la signature.',
      "Indiquez un webhook_url lors de l'envoi pour recevoir le résultat signé dès que l'ancrage est confirmé.",
      'Gérez vos clés depuis la page Crédits (panneau « Clés API ») ou par l’API (/pro/api-keys) : plusieurs clés nommées (20 actives au plus), chacune révocable à tout moment. Renouveler une clé en crée une nouvelle, valable aussitôt, tandis que l’ancienne reste acceptée le temps choisi (7 jours au plus), puis refusée. Par l’API, une clé de test ne voit et ne gère que des clés de test.',
      'Rotation du secret des webhooks : après « Changer le secret », et pendant la durée choisie (7 jours au plus), l’en-tête webhook-signature porte deux signatures v1, séparées par une espace, l’une avec le nouveau secret, l’autre avec l’ancien. Les bibliothèques Standard Webhooks acceptent le message dès que l’une correspond : passez votre récepteur au nouveau secret, puis « Terminer la rotation ».',
    ],
    testKeys: {
      title: 'Clés de test',
      points: [
        'Créez une clé de test depuis la page Crédits (panneau « Clés API », type « Test ») : son identifiant commence par hk_test_ au lieu de hk_, et elle se signe exactement comme une clé de production.',
        'Une clé de test ne consomme aucun crédit (envoi unitaire ou par lot : credits_used vaut 0). Ses certificats sont ancrés sur le réseau de test (Base Sepolia), jamais sur Base.',
        'Ses certificats sont marqués « test » : les réponses de statut et de recherche, ainsi que les webhooks (dans data, pour l’événement de chaque certificat comme pour batch.settled), portent "mode": "test", le PDF indique « CERTIFICAT DE TEST — sans valeur probante », et la vérification publique précise qu’il s’agit d’un certificat de test.',
        'Les deux mondes sont séparés : une clé de production ne voit pas les certificats de test (404, absents de la recherche, de l’export et de l’usage), et inversement. Une empreinte envoyée en test reste à horodater en production.',
      ],
    },
    webhooks: {
      title: 'Recevoir les webhooks',
      points: [
        'Deux façons de les recevoir. Par envoi : la webhook_url d’un envoi ou d’un lot reçoit les événements de ses certificats, signés avec le secret du compte (page Crédits, ou GET /pro/webhooks/secret). Par point de terminaison (endpoint) : créé avec POST /pro/webhooks/endpoints, il reçoit les événements qu’il écoute de tous les certificats que le compte crée ensuite par l’API, signés avec son propre secret, montré une seule fois à sa création.',
        'Chaque événement part en POST JSON, signé selon Standard Webhooks : en-têtes webhook-id, webhook-timestamp et webhook-signature, à vérifier avec le secret de l’adresse qui le reçoit. Les événements d’un certificat portent dans data sa réponse de statut, ainsi que les tags et metadata que vous lui avez donnés à l’envoi.',
        'Livraison « au moins une fois » : un même événement peut vous parvenir deux fois (après une coupure de notre côté, ou si votre réponse s’est perdue), toujours avec le même webhook-id. Dédoublonnez sur webhook-id : gardez les identifiants déjà traités quelques jours, et répondez 2xx sans rien refaire à un événement déjà vu.',
        'Répondez 2xx en moins de 5 secondes, puis traitez l’événement à part : au-delà, ou sans réponse 2xx, l’envoi compte comme un échec.',
        'Après un échec, nouvel essai selon le calendrier ci-dessous, pendant 24 heures après l’événement ; le statut du certificat reste ensuite consultable par l’API. Un récepteur qui ne répond plus du tout est mis en pause (10 minutes au plus), sans que ses événements y perdent leurs essais.',
        'GET /pro/webhooks/deliveries montre chaque livraison avec tous ses essais (statut HTTP reçu, ou pourquoi rien n’est revenu) ; POST /pro/webhooks/deliveries/{delivery_id}/redeliver renvoie une livraison aboutie ou abandonnée, avec le même webhook-id, ses nouveaux essais comptant 24 heures à partir du renvoi.',
      ],
      catalogueCaption: 'Événements',
      event: 'Événement',
      meaning: 'Quand',
      retryTitle: 'Calendrier des essais',
      retryLead: 'Premier essai dès l’événement ; après chaque échec, le suivant attend :',
      retryThen: (hours: number, windowHours: number) =>
        `puis toutes les ${hours} h, jusqu’à ${windowHours} h après l’événement (ou après son dernier renvoi).`,
      attempt: (n: number) => `${n}e essai`,
    },
  },
  endpoints: {
    lead: (base: string) => `Toutes les routes sont servies sous ${base}.`,
    items: [
      {
        method: 'POST',
        path: '/pro/certificates/upload',
        text: "Envoie un fichier (multipart, champ file, lu en flux et jamais conservé) ou seulement son empreinte SHA-256 (champ file_hash, avec en option file_name et file_size : sans eux, le certificat n'a ni nom ni taille, file_name et file_size valent null, rien n'est inventé), et en option un webhook_url. Le nom n'est visible que de votre compte, sauf avec file_name_public à true (voir « Qui voit le nom du fichier » ci-dessous). Répond aussitôt avec le certificat au statut pending et les crédits restants. Un document déjà horodaté renvoie son certificat sans débiter de crédit ; l'en-tête Idempotency-Key rend un nouvel essai sans risque de double débit.",
        fields:
          'success, certificate_id, file_hash, file_name, file_size, status, credits_used, credits_remaining',
        sample: 'uploadFile',
      },
      {
        method: 'POST',
        path: '/pro/certificates/batch',
        text: "Jusqu'à 1 000 empreintes en une seule requête signée (JSON : documents, chacun avec file_hash et en option file_name, file_size, file_name_public, tags, metadata ; webhook_url en option). Un crédit par nouvelle empreinte, une seule requête comptée dans la limite horaire. Tout ou rien : si le solde ne couvre pas les nouvelles empreintes, la réponse est 402 avec balance et required, et aucun crédit n'est pris. Une empreinte déjà horodatée renvoie son certificat sans crédit ; une empreinte en double dans le lot est refusée (400). Le webhook_url reçoit l'événement de chaque certificat, puis un seul batch.settled quand tous sont définitifs. Envoyez un en-tête Idempotency-Key (une clé par lot) : un nouvel essai avec la même clé et les mêmes documents renvoie la première réponse à l'identique, avec l'en-tête idempotent-replayed: true, sans nouveau débit ; la même clé pour un autre lot, ou déjà utilisée pour un envoi unitaire, est refusée (409).",
        fields:
          'success, batch_id, certificates (certificate_id, file_hash, file_name, status, credits_used), documents, created, existing, credits_used, credits_remaining',
        sample: 'batch',
      },
      {
        method: 'GET',
        path: '/pro/certificates',
        text: 'Vos certificats, du plus récent au plus ancien, page par page : passez le next_cursor reçu en paramètre cursor pour la page suivante (stable même si de nouveaux certificats arrivent entre-temps). Filtres : status, created_from et created_to (date AAAA-MM-JJ ou instant ISO 8601), file_hash, name (partie du nom, sans casse), tag, metadata_key et metadata_value ; limit de 1 à 100 (20 par défaut). Une clé ne voit que ses propres certificats.',
        fields:
          'success, certificates (certificate_id, status, file_hash, file_name, file_size, created_at, tags, metadata, blockchain_tx_hash, blockchain_timestamp, block_number, explorer_url, certificate_url, et mode pour une clé de test), next_cursor',
        sample: 'search',
      },
      {
        method: 'GET',
        path: '/pro/certificates/{certificate_id}/status',
        text: "Statut du certificat (pending, completed, failed, expired), transaction, bloc, date et lien vers l'explorateur. Un certificat failed ou expired vous a rendu son crédit.",
        fields:
          'success, certificate_id, status, file_hash, file_name, blockchain_tx_hash, blockchain_timestamp, block_number, explorer_url, certificate_url ; mode ("test", seulement pour les certificats d’une clé de test)',
        sample: 'status',
      },
      {
        method: 'GET',
        path: '/pro/certificates/{certificate_id}/download',
        text: "Télécharge le certificat PDF une fois l'ancrage confirmé (409 tant qu'il ne l'est pas).",
        fields: 'PDF en pièce jointe : certificat-{16 premiers caractères de l’empreinte}.pdf',
        sample: 'download',
      },
      {
        method: 'GET',
        path: '/pro/certificates/{certificate_id}/proof',
        text: "La preuve en JSON une fois l'ancrage confirmé (409 tant qu'il ne l'est pas) : le fichier même que le certificat PDF porte en pièce jointe, octet pour octet (format horodoc-proof, décrit dans proof-format.md). Il se vérifie sans Horodoc, avec un nœud de la chaîne ou même sans réseau : npx horodoc verify FICHIER --proof preuve.json. Il s'enrichit ensuite, sans jamais changer ce qu'il prouve : jeton RFC 3161, finalité, puis sceau sur Ethereum (version 4) ; demandez-le à nouveau pour la dernière version.",
        fields:
          'format, version, mode, fingerprint, salt, leaf, path, root, chainId, contractAddress, transactionHash, blockNumber, blockTimestamp, chainEvidence, rfc3161, finalizedAt, checkpoint (version 4), certificateId, instructions',
        sample: 'proof',
      },
      {
        method: 'GET',
        path: '/pro/credits/balance',
        text: 'Solde de crédits disponibles, utilisés et achetés.',
        fields: 'success, credits_balance, credits_used, credits_purchased',
        sample: 'balance',
      },
      {
        method: 'GET',
        path: '/pro/usage?month=AAAA-MM',
        text: "Utilisation du mois (jours UTC) : requêtes signées de vos clés et celles en erreur, par clé et par jour ; certificats créés, échecs d'ancrage (failed ou expired, crédit rendu) et crédits utilisés, par jour. month est obligatoire, au format AAAA-MM (400 sinon). La chaîne de requête n'entre pas dans la signature. Les compteurs de requêtes sont enregistrés chaque minute.",
        fields:
          'success, month, totals { requests, failed_requests, certificates, failures, credits }, days [{ date, ...les mêmes champs }], keys [{ api_key, requests, failed_requests, days [{ date, requests, failed_requests }] }]',
        sample: 'usage',
      },
      {
        method: 'GET',
        path: '/pro/certificates/export.csv',
        text: "Archive CSV (RFC 4180, UTF-8, lignes CRLF) de tous vos certificats, du plus ancien au plus récent, envoyée en flux. La colonne proof contient le fichier de preuve JSON (format décrit dans proof-format.md) une fois le certificat ancré : il se vérifie sans Horodoc, par exemple avec npx horodoc verify FICHIER --proof PREUVE.json. Un nom de fichier commençant par =, +, - ou @ est précédé d'une apostrophe, pour qu'un tableur ne l'exécute pas.",
        fields:
          'CSV : certificate_id, created_at, status, file_name, file_size, file_hash, blockchain_tx_hash, block_number, blockchain_timestamp, explorer_url, proof',
        sample: 'exportCsv',
      },
      {
        method: 'POST',
        path: '/pro/webhooks/test',
        text: "Envoie aussitôt un webhook d'exemple (type webhook.test, certificat fictif), signé comme les vrais, à l'adresse url du corps JSON ou, sans url, à celle de votre dernier webhook, pour essayer votre récepteur. Les mêmes règles s'appliquent (https, aucune adresse privée). Répond avec le statut HTTP renvoyé par votre récepteur ; success vaut true pour un 2xx. Limité à 10 appels par minute et par clé, en plus des 1000 requêtes par heure : les en-têtes RateLimit-Limit, RateLimit-Remaining et RateLimit-Reset disent la limite la plus proche de son terme, et au-delà la réponse est 429 avec Retry-After.",
        fields: 'success, url, status_code, error',
        sample: 'testWebhook',
      },
      {
        method: 'GET',
        path: '/pro/api-keys',
        text: 'Les clés du compte qui signent encore, de la plus ancienne à la plus récente, y compris une clé renouvelée jusqu’à sa fin (expires_at), jamais leur secret. Une clé de test ne voit que les clés de test.',
        fields: 'success, keys (name, key_id, mode, created_at, last_used_at, expires_at)',
        sample: 'listKeys',
      },
      {
        method: 'POST',
        path: '/pro/api-keys',
        text: 'Crée une clé nommée (JSON : name, 60 caractères au plus ; mode, live ou test, par défaut celui de la clé qui signe), valable aussitôt. Son secret, api_secret, n’est montré que dans cette réponse et conservé chiffré : rangez-le aussitôt. 20 clés actives au plus par compte (409 au-delà). Une clé de test ne peut créer que des clés de test (403) : aucune clé n’en crée une qui ait plus de droits qu’elle.',
        fields: 'success, key (name, key_id, mode, created_at, last_used_at, expires_at), api_secret',
        sample: 'createKey',
      },
      {
        method: 'POST',
        path: '/pro/api-keys/{key_id}/roll',
        text: 'Renouvelle une clé (la clé qui signe comprise) : sa remplaçante, de même nom et de même mode, signe aussitôt, et l’ancienne reste acceptée pendant overlap_hours heures (JSON, de 0 à 168, soit 7 jours au plus), puis est refusée (401). Le secret de la remplaçante n’est montré que dans cette réponse. Une clé déjà renouvelée ne l’est pas deux fois : renouvelez sa remplaçante (409). Pendant le recouvrement, les deux clés comptent parmi les 20.',
        fields: 'success, key, api_secret, previous (la clé renouvelée, avec son expires_at)',
        sample: 'rollKey',
      },
      {
        method: 'POST',
        path: '/pro/api-keys/{key_id}/revoke',
        text: 'Révoque une clé, la clé qui signe comprise : elle est refusée aussitôt, par toutes les instances. Une clé inconnue, déjà révoquée ou hors des droits de la clé qui signe (une clé de production pour une clé de test) répond 404.',
        fields: 'success, key_id, revoked_at',
        sample: 'revokeKey',
      },
      {
        method: 'GET',
        path: '/pro/webhooks/endpoints',
        text: 'Les points de terminaison du compte, du plus ancien au plus récent, jamais leur secret. Une clé de test ne voit que ceux de test.',
        fields: 'success, endpoints (endpoint_id, url, mode, events, description, created_at)',
        sample: 'listEndpoints',
      },
      {
        method: 'POST',
        path: '/pro/webhooks/endpoints',
        text: 'Crée un point de terminaison (JSON : url, https et publique comme une webhook_url ; events, les événements écoutés parmi certificate.completed, certificate.failed, certificate.expired, certificate.finalized et certificate.checkpointed, tous par défaut ; description, 200 caractères au plus ; mode, par défaut celui de la clé). Il reçoit les événements des certificats que le compte crée ensuite par l’API dans son mode, à côté des webhook_url des envois. Son secret, webhook_secret, n’est montré que dans cette réponse et conservé chiffré. 10 au plus par compte (409 au-delà) ; une clé de test n’en crée que de test (403).',
        fields: 'success, endpoint (endpoint_id, url, mode, events, description, created_at), webhook_secret',
        sample: 'createEndpoint',
      },
      {
        method: 'DELETE',
        path: '/pro/webhooks/endpoints/{endpoint_id}',
        text: 'Supprime un point de terminaison : plus rien ne lui est écrit, et ses livraisons encore en attente sont abandonnées sans envoi. Elles restent dans le journal des livraisons.',
        fields: 'success, endpoint_id, deleted_at',
        sample: 'deleteEndpoint',
      },
      {
        method: 'GET',
        path: '/pro/webhooks/deliveries',
        text: 'Le journal des livraisons du compte, vers ses points de terminaison comme vers les webhook_url de ses envois et lots, de la plus récente à la plus ancienne, chacune avec tous ses essais. Filtres : status (pending, delivered, failed), endpoint_id, certificate_id ; limit de 1 à 100 (20 par défaut) et cursor, le next_cursor de la page précédente. Une clé ne voit que les livraisons de son mode.',
        fields:
          'success, deliveries (delivery_id, event, url, endpoint_id, certificate_id, batch_id, status, created_at, delivered_at, redelivered_at, next_attempt_at, attempts [attempt, attempted_at, status_code, error, duration_ms]), next_cursor',
        sample: 'listDeliveries',
      },
      {
        method: 'POST',
        path: '/pro/webhooks/deliveries/{delivery_id}/redeliver',
        text: 'Renvoie une livraison aboutie ou abandonnée : elle repart aussitôt, avec le même webhook-id et les données du moment, et ses essais reprennent au besoin pendant 24 heures. Une livraison encore en cours (409) sera de toute façon essayée à nouveau ; celle d’un point de terminaison supprimé ne se renvoie plus (409).',
        fields: 'success, delivery (les champs du journal)',
        sample: 'redeliver',
      },
    ],
    fieldsLabel: 'Champs de la réponse :',
    hashVariant: "Variante : n'envoyer que l'empreinte, le document ne quitte jamais votre serveur",
    samplesLabel: 'Exemples de code',
    languages: { curl: 'curl', python: 'Python', javascript: 'JavaScript', php: 'PHP' },
    openapi: (url: string) =>
      `Le document OpenAPI 3.1 de l’API, ${url}, décrit chaque route avec ses exemples, chaque statut qu’elle peut répondre (avec le problème RFC 9457 et ses en-têtes : Request-Id, RateLimit-*, Retry-After, Idempotent-Replayed), la signature (X-API-Key, X-Timestamp, X-Signature, X-Signature-Version) et chaque webhook envoyé. Un générateur l’utilise tel quel : openapi-typescript et openapi-fetch en tirent un client typé sans aucune conversion forcée.`,
    sdk: {
      intro:
        'Les SDK officiels, @horodoc/sdk pour Node.js et horodoc pour Python (bibliothèque standard seule), font chaque appel en une ligne : ils signent en version 2, reprennent un appel coupé, un 429 (après Retry-After) ou un 503 avec la même Idempotency-Key, donc sans second débit, calculent l’empreinte sur votre machine, attendent le certificat, parcourent les pages de la recherche et vérifient la signature des webhooks. Chaque appel ci-dessous est montré avec eux, à côté de la requête HTTP brute.',
      caption: 'Le même appel avec le SDK officiel',
      label: 'Langage du SDK',
      languages: { 'sdk-node': 'Node.js (@horodoc/sdk)', 'sdk-python': 'Python (horodoc)' },
    },
    versionsLabel: 'Version de la signature',
    versions: { '1': 'Signature v1', '2': 'Signature v2 (recommandée)' },
    versionHint:
      'v2 signe aussi le corps : au texte v1 s’ajoutent un saut de ligne et le SHA-256 hexadécimal du corps tel qu’envoyé (de la chaîne vide sans corps), avec l’en-tête',
    types:
      'Types acceptés pour un fichier envoyé : PDF, texte (TXT), Word (DOC, DOCX), JPEG, PNG, GIF, BMP, Excel (XLS, XLSX), CSV et ZIP, reconnus à leur type de média, ou à leur extension quand le type est générique (application/octet-stream). Tout autre type est refusé (415, unsupported_file_type), sans débit de crédit. Une empreinte envoyée seule n’est pas contrôlée : le document reste chez vous.',
    fileNamePrivacy: {
      title: 'Qui voit le nom du fichier',
      points: [
        'Par défaut, le nom que vous envoyez (file_name, ou le nom du fichier envoyé) n’est visible que des clés de votre compte : réponses de l’envoi et du lot, statut, recherche, export, webhooks et PDF téléchargé par l’API.',
        'Quiconque détient l’empreinte ou l’identifiant du certificat peut le vérifier (/api/verify, la page /verify, le PDF public) : il obtient la date, la transaction et la preuve, mais pas le nom, qui vaut null (« non communiqué » sur la page). Un autre compte qui envoie la même empreinte reçoit le même certificat, sans le nom.',
        'Pour le montrer à tous, envoyez file_name_public à true (en multipart, le champ texte file_name_public=true ; dans un lot, sur chaque document concerné). Le choix appartient à l’envoi qui crée le certificat : renvoyer une empreinte déjà horodatée n’y change rien.',
        'Un certificat acheté par carte sur le site reste vérifiable avec son nom, comme la page /verify l’a toujours montré.',
      ],
    },
    labels:
      'Étiquettes et métadonnées, à l\'envoi (unitaire ou par lot) : tags, 10 étiquettes au plus de 64 caractères au plus ; metadata, 20 clés au plus (lettres, chiffres, _ . -, 40 caractères au plus) de valeurs texte de 500 caractères au plus. En multipart, envoyez-les en texte JSON : tags=["contrat"], metadata={"client":"42"}. Elles restent propres à votre compte.',
  },
  errors: {
    lead: 'Les erreurs de /pro renvoient un problème RFC 9457 (application/problem+json) : type, title, status, detail (le message en français), code et request_id, plus balance et required pour un 402 et fields pour invalid_fields, à côté des champs success, error, message et details. Chaque réponse porte un en-tête Request-Id : citez-le au support.',
    caption: "Statuts HTTP de l'API",
    code: 'Statut',
    meaning: 'Signification',
    action: 'Que faire',
    rows: [
      {
        code: 400,
        meaning: 'Requête invalide',
        action: 'Vérifiez le format et les paramètres : le code dit lequel.',
      },
      {
        code: 401,
        meaning: 'Authentification échouée',
        action: 'Vérifiez vos clés et la signature : le code dit ce qui cloche.',
      },
      { code: 402, meaning: 'Crédits insuffisants', action: 'Achetez des crédits pour continuer.' },
      { code: 403, meaning: 'Accès interdit', action: 'Vérifiez vos permissions.' },
      { code: 404, meaning: 'Ressource introuvable', action: "Vérifiez l'identifiant du certificat." },
      {
        code: 409,
        meaning: 'Conflit',
        action:
          'Certificat pas encore prêt (attendez completed), ou Idempotency-Key déjà utilisée pour une autre requête (autre document ou autre lot).',
      },
      { code: 429, meaning: 'Trop de requêtes', action: 'Limite de 1000 requêtes par heure : patientez.' },
      { code: 500, meaning: 'Erreur serveur', action: 'Contactez le support.' },
    ],
    codesTitle: 'Un code par cause',
    codesLead:
      'Le champ code (et error, identique) dit la cause précise, et le champ type mène à sa section ci-dessous. Un programme décide sur le code ; le message (detail) est fait pour être lu.',
    status: 'Statut',
    whatToDo: 'Que faire :',
    codes: {
      invalid_request: {
        meaning:
          'Corps illisible : JSON mal formé ou trop imbriqué, texte qui n’est pas de l’UTF-8, corps multipart mal formé (boundary absent, différent de celui de Content-Type, ou jamais refermé).',
        action: 'Vérifiez l’en-tête Content-Type et le corps tel qu’envoyé.',
      },
      invalid_fields: {
        meaning:
          'Des champs sont refusés. Le tableau fields les nomme (name, un chemin tel que documents.2.file_hash ou Idempotency-Key) avec la raison (reason) ; details dit la même chose en une ligne. Un caractère nul (U+0000) ou une moitié isolée de paire de substitution UTF-16 est refusé dans tout champ texte.',
        action: 'Corrigez les champs nommés, puis signez et envoyez à nouveau.',
      },
      webhook_url_refused: {
        meaning:
          'webhook_url (ou url) refusée : pas en https, avec des identifiants, nom qui ne se résout pas, ou adresse privée, locale ou réservée. details dit laquelle.',
        action: 'Indiquez une adresse https publique.',
      },
      signature_missing: {
        meaning: 'Un des en-têtes X-API-Key, X-Signature ou X-Timestamp est absent.',
        action: 'Envoyez les trois en-têtes avec chaque requête.',
      },
      timestamp_out_of_window: {
        meaning:
          'X-Timestamp est à plus de 5 minutes de l’heure du serveur, ou n’est pas un nombre de millisecondes.',
        action:
          'Signez au moment d’envoyer, avec l’heure courante en millisecondes, et gardez l’horloge à l’heure (NTP).',
      },
      api_key_invalid: {
        meaning: 'Clé inconnue, révoquée, ou expirée après un renouvellement.',
        action: 'Vérifiez X-API-Key, ou créez une clé depuis la page Crédits.',
      },
      signature_invalid: {
        meaning:
          'X-Signature n’est pas le HMAC-SHA256 attendu : autre secret, méthode ou chemin différents de ceux signés, ou, en version 2, corps modifié après la signature.',
        action:
          'Signez exactement la méthode, le chemin sans chaîne de requête et le timestamp envoyés (et le SHA-256 du corps en version 2).',
      },
      signature_replayed: {
        meaning:
          'La même signature avec le même corps qu’une requête déjà reçue : un rejeu. Des requêtes différentes de la même milliseconde ne le sont pas, ni une lecture (GET).',
        action:
          'Signez chaque envoi à nouveau ; pour réessayer sans double débit, gardez la même Idempotency-Key.',
      },
      insufficient_credits: {
        meaning:
          'Solde insuffisant : balance et required disent vos crédits et ceux qu’il fallait. Aucun crédit n’a été pris.',
        action: 'Achetez des crédits sur la page Crédits.',
      },
      forbidden: {
        meaning:
          'La clé qui signe n’a pas ce droit : une clé de test ne crée que des clés et des points de terminaison de test.',
        action: 'Signez avec une clé de production pour agir en production.',
      },
      not_found: {
        meaning:
          'Ressource introuvable : identifiant de certificat inconnu, ou certificat d’un autre compte ou de l’autre mode (test ou production).',
        action: 'Vérifiez l’identifiant et la clé utilisée.',
      },
      method_not_allowed: {
        meaning:
          'Cette adresse ne répond pas à cette méthode HTTP ; l’en-tête Allow donne celles qu’elle accepte.',
        action: 'Utilisez une méthode de l’en-tête Allow.',
      },
      request_timeout: {
        meaning: 'Les en-têtes ou le corps sont arrivés trop lentement.',
        action: 'Renvoyez la requête.',
      },
      certificate_not_ready: {
        meaning: 'Le certificat est encore pending : son PDF existe une fois l’ancrage confirmé.',
        action: 'Attendez le statut completed, ou le webhook, puis réessayez.',
      },
      certificate_not_issued: {
        meaning:
          'Le certificat est failed ou expired : il n’aura pas de PDF, et son crédit vous a été rendu.',
        action: 'Envoyez le document à nouveau.',
      },
      idempotency_key_reused: {
        meaning:
          'Cette Idempotency-Key a déjà servi pour une autre requête : un autre document, un autre lot, ou un envoi unitaire pour un lot.',
        action: 'Utilisez une nouvelle clé pour chaque nouvel envoi.',
      },
      conflict: {
        meaning: 'Une empreinte a changé d’état pendant l’envoi (échouée ou expirée à l’instant).',
        action: 'Renvoyez la requête.',
      },
      payload_too_large: {
        meaning: 'Corps ou en-têtes trop volumineux, ou trop de parties dans le corps multipart.',
        action: 'Réduisez la requête ; au-delà de 1 000 empreintes, envoyez plusieurs lots.',
      },
      uri_too_long: {
        meaning: 'L’adresse demandée est trop longue.',
        action: 'Raccourcissez le chemin et la chaîne de requête.',
      },
      unsupported_media_type: {
        meaning:
          'Content-Type non pris en charge : application/json, ou multipart/form-data pour envoyer un fichier.',
        action: 'Corrigez l’en-tête Content-Type.',
      },
      unsupported_file_type: {
        meaning:
          'Type de fichier non accepté : seuls PDF, texte, Word, JPEG, PNG, GIF, BMP, Excel, CSV et ZIP sont acceptés. Aucun crédit n’a été pris.',
        action: 'Envoyez un document d’un type accepté, ou son empreinte SHA-256 seule (file_hash).',
      },
      too_many_requests: {
        meaning:
          'Limite de 1000 requêtes par heure et par clé atteinte ; Retry-After et RateLimit-Reset disent dans combien de secondes réessayer.',
        action: 'Patientez, ou regroupez vos envois en lots (un lot compte pour une requête).',
      },
      too_many_connections: {
        meaning: 'Trop de connexions ouvertes en même temps depuis votre adresse.',
        action: 'Réutilisez vos connexions (keep-alive) et limitez leur nombre.',
      },
      internal_error: {
        meaning: 'Une erreur de notre côté ; la réponse n’en dit pas plus, pour ne rien exposer.',
        action: 'Réessayez ; si l’erreur persiste, contactez le support avec le Request-Id.',
      },
      service_unavailable: {
        meaning: 'Service momentanément indisponible (redémarrage en cours) ; aucun crédit n’a été pris.',
        action: 'Réessayez dans quelques instants.',
      },
    } satisfies Record<ProErrorCode, { meaning: string; action: string }>,
  },
  pricing: {
    lead: "1 crédit par horodatage, quelle que soit la taille du fichier. Pas de limite quotidienne, les crédits n'expirent jamais.",
    popular: 'Populaire',
    credits: (count: number) => `${count} crédits`,
    price: (price: string) => `${price} € HT`,
    perDocument: (price: string) => `${price} € HT par document`,
    vat: `Prix hors taxes, ${business.vatLabel} en sus.`,
  },
  closing: {
    title: "Prêt à intégrer l'horodatage ?",
    text: 'Créez votre compte en deux minutes ; notre équipe répond à vos questions techniques.',
    signup: 'Créer un compte',
    credits: 'Acheter des crédits',
    support: 'Support technique',
  },
};

/** The fields and rules shared by the signup form and the credits page's login (spec, section 5). */
export const accountForm = {
  email: 'Email',
  emailPlaceholder: 'vous@entreprise.fr',
  company: 'Nom de la société',
  optional: '(facultatif)',
  password: 'Mot de passe',
  passwordHint: '8 caractères minimum.',
  confirmation: 'Confirmer le mot de passe',
  errors: {
    emailRequired: "L'email est requis",
    emailInvalid: "Format d'email invalide",
    passwordRequired: 'Le mot de passe est requis',
    passwordShort: 'Minimum 8 caractères',
    confirmationRequired: 'Veuillez confirmer le mot de passe',
    mismatch: 'Les mots de passe ne correspondent pas',
    terms: "Vous devez accepter les conditions d'utilisation",
    emailTaken: 'Un compte avec cet email existe déjà',
    emailCheckFailed: "Erreur lors de la vérification de l'email",
  },
};

/** The credit packs as both account pages show them (spec, sections 2 and 9). */
export const creditPacks = {
  groupLabel: 'Packs de crédits',
  popular: 'Populaire',
  credits: (count: number) => `${count} crédits`,
  priceHt: (price: string) => `${price} € HT`,
  perCredit: (price: string) => `${price} € HT par horodatage`,
  buy: (credits: number, price: string) => `Acheter ${credits} crédits pour ${price}€ HT`,
  selected: 'Sélectionné',
  vatNote: `Prix hors taxes, ${business.vatLabel} en sus.`,
  summary: {
    title: 'Récapitulatif',
    pack: 'Pack',
    credits: 'Crédits',
    priceHt: 'Prix HT',
    vat: 'TVA 21\u00a0%',
    total: 'Total TTC',
  },
};

/** What the credit flows say about a card payment and its errors (spec, sections 4 and 8). */
export const creditPayment = {
  outcomes: {
    requiresAction: 'Votre banque demande une vérification supplémentaire. Veuillez suivre les instructions.',
    requiresPaymentMethod: 'Le paiement a échoué. Veuillez vérifier vos informations de carte.',
    other: (status: string) => `Statut de paiement inattendu: ${status}`,
  },
  /** The buyer's name sent with the card when no company was given. */
  defaultBillingName: 'API User',
  dialog: {
    code: 'Code',
    suggestions: 'Que faire ?',
    close: 'Fermer',
    retry: 'Réessayer',
  },
  paymentTitle: 'Erreur de paiement',
  /** The provider's card error codes, decline codes first. */
  providerCodes: {
    card_declined: {
      message: 'Votre carte a été refusée. Votre banque n’a pas autorisé ce paiement.',
      suggestions: ['Vérifiez les informations saisies', 'Essayez une autre carte', 'Contactez votre banque'],
    },
    expired_card: {
      message: 'Votre carte a expiré. Elle ne peut plus être utilisée pour un paiement.',
      suggestions: ['Utilisez une autre carte', "Vérifiez la date d'expiration saisie"],
    },
    incorrect_cvc: {
      message: 'Le code de sécurité (CVC) de votre carte est incorrect.',
      suggestions: ['Saisissez les 3 chiffres au dos de votre carte', 'Essayez une autre carte'],
    },
    insufficient_funds: {
      message: 'Les fonds disponibles sur votre carte sont insuffisants.',
      suggestions: ['Utilisez une autre carte', 'Choisissez un pack plus petit', 'Contactez votre banque'],
    },
    invalid_expiry: {
      message: "La date d'expiration de votre carte est invalide.",
      suggestions: ["Vérifiez le mois et l'année d'expiration (MM / AA)"],
    },
    processing_error: {
      message: 'Une erreur est survenue pendant le traitement de votre carte.',
      suggestions: ['Réessayez dans quelques instants', 'Essayez une autre carte'],
    },
  },
  providerFallback: 'Une erreur est survenue lors du paiement.',
  /** The server's texts, recognised by a part of them, with what to tell the buyer. */
  serverTexts: [
    {
      match: 'Mot de passe incorrect',
      title: "Erreur d'authentification",
      message: 'Une inscription est déjà en cours avec cet email, sous un autre mot de passe.',
      suggestions: [
        'Saisissez le mot de passe choisi lors de votre première tentative',
        'Ou inscrivez-vous avec une autre adresse email',
      ],
    },
    {
      match: 'Un compte avec cet email existe déjà',
      title: 'Compte existant',
      message: 'Un compte API existe déjà avec cet email.',
      suggestions: [
        'Connectez-vous sur la page « Acheter des crédits » pour recharger ce compte',
        'Ou inscrivez-vous avec une autre adresse email',
      ],
    },
    {
      match: "Format d'email invalide",
      title: 'Email invalide',
      message: "L'adresse email saisie n'est pas valide.",
      suggestions: ["Vérifiez l'orthographe de votre adresse (exemple : nom@entreprise.fr)"],
    },
    {
      match: 'Le mot de passe doit contenir au moins 8 caractères',
      title: 'Mot de passe trop court',
      message: 'Le mot de passe doit contenir au moins 8 caractères.',
      suggestions: ['Revenez à la première étape et choisissez un mot de passe plus long'],
    },
    {
      match: 'Montant ou crédits invalides',
      title: 'Montant invalide',
      message: 'Le montant ne correspond pas au pack choisi.',
      suggestions: ['Actualisez la page pour obtenir les prix à jour', 'Choisissez à nouveau votre pack'],
    },
    {
      match: 'Nombre de crédits invalide',
      title: 'Pack indisponible',
      message: "Ce pack de crédits n'est pas disponible.",
      suggestions: ['Choisissez l’un des packs proposés sur cette page'],
    },
    {
      match: 'Données manquantes',
      title: 'Informations manquantes',
      message: 'Des informations nécessaires à la commande sont manquantes.',
      suggestions: ['Revenez à la première étape et remplissez tous les champs obligatoires'],
    },
    {
      match: 'carte de crédit',
      title: 'Erreur de paiement',
      message: "Le paiement par carte n'a pas abouti : aucun montant n'a été débité.",
      suggestions: ['Vérifiez les informations de votre carte', 'Essayez une autre carte'],
    },
    {
      match: 'Trop de requêtes',
      title: 'Trop de tentatives',
      message: 'Trop de tentatives en peu de temps.',
      suggestions: ['Patientez quelques minutes avant de réessayer'],
    },
    {
      match: 'Service de paiement temporairement indisponible',
      title: 'Service indisponible',
      message: 'Le service de paiement est momentanément indisponible. Aucun montant n’a été débité.',
      suggestions: ['Réessayez dans quelques minutes'],
    },
    {
      match: 'Paramètres de paiement invalides',
      title: 'Paiement invalide',
      message: 'Les paramètres du paiement ont été refusés.',
      suggestions: ['Actualisez la page et recommencez votre commande'],
    },
    {
      match: 'Erreur de configuration du système de paiement',
      title: 'Paiement indisponible',
      message: 'Le système de paiement est mal configuré de notre côté.',
      suggestions: [`Contactez le support : ${business.supportEmail}`],
    },
    {
      match: 'Méthode non autorisée',
      title: 'Action non autorisée',
      message: "Cette action n'est pas autorisée ici.",
      suggestions: ["Utilisez le formulaire d'inscription de cette page"],
    },
  ],
  unexpected: 'Une erreur inattendue est survenue.',
  unexpectedTitle: 'Erreur',
  defaultSuggestions: [
    'Vérifiez vos informations de paiement',
    'Actualisez la page et réessayez',
    `Contactez le support : ${business.supportEmail}`,
  ],
};

/** The signup wizard (/signup): four steps, from the account to its API key (spec, sections 2 and 4). */
export const signup = {
  meta: {
    title: `Créer un compte API – ${product}`,
    description:
      'Créez votre compte API Horodoc : clé et secret générés automatiquement, crédits prépayés, factures.',
    keywords: ['compte API', 'API horodatage', 'clé API', 'crédits prépayés', 'horodatage blockchain'],
  },
  backToDocs: 'Retour à la documentation API',
  title: 'Créer un compte API',
  subtitle: 'Votre clé et votre secret API en quatre étapes, avec vos premiers crédits.',
  stepsLabel: "Étapes de l'inscription",
  steps: ['Informations', 'Pack de crédits', 'Paiement', 'Credentials'],
  stepStatus: (current: number, total: number) => `Étape ${current} sur ${total}`,
  account: {
    title: 'Vos informations',
    lead: 'Votre email sert à vous connecter et à recevoir vos factures.',
    termsBefore: "J'accepte les ",
    termsLink: "conditions d'utilisation",
    termsMiddle: ' et la ',
    privacyLink: 'politique de confidentialité',
    continue: 'Continuer',
    checking: 'Vérification...',
    haveAccount: 'Déjà un compte ?',
    buyCredits: 'Acheter des crédits',
  },
  pack: {
    title: 'Choisissez votre pack de crédits',
    lead: '1 crédit = 1 horodatage, quelle que soit la taille du fichier. Vos crédits n’expirent jamais.',
    back: 'Retour',
    proceed: 'Procéder au paiement',
    creating: 'Préparation du paiement...',
  },
  payment: {
    title: 'Paiement sécurisé',
    lead: (email: string) => `Facture envoyée à ${email}`,
    back: 'Retour',
    pay: (amount: string) => `Payer ${amount}`,
    processing: 'Traitement...',
    finishing: 'Paiement accepté : création de votre clé API...',
    secure: 'Paiement chiffré. Vos données bancaires ne sont jamais stockées par Horodoc.',
  },
  credentials: {
    loading: 'Récupération de vos credentials...',
    title: 'Votre compte API est prêt\u00a0!',
    lead: (credits: number) =>
      `${credits} crédits sont disponibles. Signez vos requêtes avec cette clé et ce secret.`,
    apiKey: 'Clé API (X-API-Key)',
    apiSecret: 'Secret API',
    copy: 'Copier',
    copyLabel: (what: string) => `Copier : ${what}`,
    secretWarning:
      'Conservez ce secret dès maintenant : il ne sera plus jamais affiché. Horodoc ne le conserve que chiffré.',
    secretAlreadyShown:
      'Le secret de cette clé a déjà été affiché une fois : pour votre sécurité, il ne peut plus l’être. Si vous l’avez perdu, contactez le support.',
    download: 'Télécharger les credentials (JSON)',
    docs: "Lire la documentation de l'API",
    buyCredits: 'Acheter des crédits',
    invoiceTitle: 'Votre facture',
    invoiceNumber: 'Numéro',
    invoiceDate: 'Date',
    invoiceHt: 'Montant HT',
    invoiceVat: 'TVA',
    invoiceTotal: 'Total TTC',
    downloadInvoice: 'Télécharger la facture',
    invoiceEmailed: 'Elle vous a aussi été envoyée par email.',
  },
  canceled: { title: 'Paiement annulé', message: 'Vous avez annulé le paiement' },
  errors: {
    title: 'Erreur',
    createPayment: 'Erreur lors de la création du Payment Intent',
    unexpectedCreate: 'Erreur inattendue lors de la création du Payment Intent',
    processing: 'Erreur lors du traitement du paiement',
    credentials: 'Erreur lors de la récupération des credentials',
    noInvoice: 'Aucune facture disponible',
    passwordAgain: 'Saisissez à nouveau votre mot de passe pour reprendre votre inscription.',
  },
};

/** The credits page (/credits): sign in, see the balances, buy a pack (spec, sections 2 and 4). */
/** The credits page's "Clés API" panel: the account's keys and its webhook secret over time (issue 15). */
export const apiKeysPanel = {
  title: 'Clés API',
  lead: 'Chaque clé signe vos requêtes. Renouvelez-la sans interruption : l’ancienne reste valable le temps choisi.',
  loading: 'Chargement des clés…',
  failed: 'Impossible de lire vos clés. Réessayez.',
  empty: 'Aucune clé active. Créez-en une pour utiliser l’API.',
  columns: { name: 'Nom', key: 'Clé', created: 'Créée le', lastUsed: 'Dernier usage', expires: 'Expire' },
  never: 'Jamais',
  noExpiry: '—',
  create: {
    label: 'Nom de la nouvelle clé',
    placeholder: 'Ex. : Serveur de production',
    modeLabel: 'Type',
    submit: 'Créer la clé',
  },
  /** Live keys take credits; test keys (hk_test_…) make free certificates on the test network. */
  modes: {
    live: 'Production',
    test: 'Test (gratuite, réseau de test)',
  },
  modeBadge: { live: 'Production', test: 'Test' },
  modeHint:
    'Une clé de test (hk_test_…) ne consomme aucun crédit : ses certificats, marqués « test », sont ancrés sur le réseau de test et ne sont visibles qu’avec une clé de test.',
  overlapLabel: 'Ancienne clé encore valable',
  overlap: (hours: number) =>
    hours === 0
      ? 'Non, refusée tout de suite'
      : hours < 24
        ? `${hours} heure${hours > 1 ? 's' : ''}`
        : `${hours / 24} jour${hours > 24 ? 's' : ''}`,
  roll: 'Renouveler',
  revoke: 'Révoquer',
  confirmRevoke: (name: string) => `Révoquer « ${name} » ? Elle sera refusée immédiatement.`,
  confirm: 'Oui, révoquer',
  cancel: 'Annuler',
  busy: 'Un instant…',
  secretOnce: 'Copiez ce secret maintenant : il ne sera plus jamais affiché.',
  secretFor: (name: string, keyId: string) => `Clé « ${name} » : ${keyId}`,
  copy: 'Copier le secret',
  done: 'J’ai copié le secret',
  reauth: {
    title: 'Confirmez votre mot de passe',
    lead: 'Par sécurité, une nouvelle clé ou un nouveau secret demande de saisir à nouveau votre mot de passe.',
    password: 'Mot de passe',
    confirm: 'Confirmer',
    checking: 'Vérification...',
    cancel: 'Annuler',
    failed: 'Impossible de vérifier le mot de passe. Réessayez.',
  },
  webhook: {
    title: 'Rotation du secret des webhooks',
    lead: 'Pendant la rotation, chaque webhook porte deux signatures (ancien et nouveau secret) : mettez votre récepteur à jour sans perdre de message.',
    rotate: 'Changer le secret',
    rotating: (until: string) => `Rotation en cours : l’ancien secret signe encore jusqu’au ${until}.`,
    end: 'Terminer la rotation',
    newSecret: 'Nouveau secret des webhooks',
    overlapLabel: 'Ancien secret encore valable',
  },
};

export const credits = {
  meta: {
    title: `Acheter des crédits API – ${product}`,
    description:
      'Rechargez votre compte API Horodoc : packs de 20 à 300 crédits, dès 0,10 € HT par horodatage.',
    keywords: ['crédits API', 'acheter des crédits', 'pack de crédits', 'API horodatage', 'facture'],
  },
  backToDocs: 'Retour à la documentation API',
  usage: {
    title: 'Utilisation de l’API',
    lead: 'Requêtes signées de vos clés API, certificats créés et crédits utilisés, jour par jour (heure UTC).',
    previous: 'Mois précédent',
    next: 'Mois suivant',
    loading: 'Chargement…',
    failed: 'Impossible de lire l’utilisation de ce mois. Réessayez.',
    totals: {
      requests: 'Requêtes',
      failedRequests: 'En erreur',
      certificates: 'Certificats',
      failures: 'Échecs d’ancrage',
      credits: 'Crédits utilisés',
    },
    chartLabel: (month: string, requests: number) =>
      `Requêtes par jour en ${month} : ${requests} au total. Barres rouges : requêtes en erreur.`,
    dayTitle: (day: string, requests: number, failed: number, certificates: number) =>
      `${day} : ${requests} requête${requests > 1 ? 's' : ''}, ${failed} en erreur, ${certificates} certificat${certificates > 1 ? 's' : ''}`,
    legendRequests: 'Requêtes',
    legendFailed: 'En erreur',
    keysTitle: 'Par clé API',
    keyColumn: 'Clé',
    noKeys: 'Aucune requête de vos clés API ce mois-ci.',
    exportTitle: 'Archiver vos certificats',
    exportLead:
      'Un fichier CSV de tous vos certificats, avec la preuve JSON de chacun une fois ancré : de quoi les vérifier sans Horodoc.',
    exportButton: 'Exporter mes certificats (CSV)',
    exporting: 'Export en cours…',
    exportFailed: 'L’export a échoué. Réessayez.',
  },
  webhookSecret: {
    title: 'Secret de signature des webhooks',
    lead: 'Vos webhooks sont signés selon la convention Standard Webhooks (en-têtes webhook-id, webhook-timestamp et webhook-signature). Vérifiez-les avec ce secret.',
    show: 'Afficher le secret',
    loading: 'Chargement…',
    failed: 'Impossible de lire le secret des webhooks. Réessayez.',
  },
  title: 'Acheter des crédits API',
  subtitle: "Rechargez votre compte pour continuer à utiliser l'API",
  login: {
    title: 'Connexion à votre compte API',
    lead: 'Utilisez l’email et le mot de passe choisis lors de votre inscription.',
    submit: 'Se connecter',
    submitting: 'Connexion...',
    noAccount: 'Pas encore de compte ?',
    signup: 'Créer un compte API',
    failed: 'Authentification échouée',
    connection: 'Erreur de connexion au serveur',
    other: "Erreur lors de l'authentification",
  },
  account: {
    signedInAs: 'Connecté en tant que',
    logout: 'Se déconnecter',
  },
  balances: {
    label: 'Vos crédits',
    available: 'Crédits disponibles',
    used: 'Crédits utilisés',
    purchased: 'Crédits achetés',
    loading: 'Chargement du solde...',
  },
  empty: "Vous n'avez plus de crédits disponibles. Achetez-en maintenant pour continuer à utiliser l'API.",
  low: (count: number) =>
    `Il ne vous reste que ${count} crédit${count > 1 ? 's' : ''}. Rechargez votre compte pour continuer à utiliser l'API sans interruption.`,
  packsTitle: 'Choisissez un pack',
  payment: {
    title: 'Finaliser votre achat',
    note: 'Vos crédits sont ajoutés à votre compte dès la confirmation du paiement, et la facture vous est envoyée par email.',
    pay: (amount: string) => `Payer ${amount}`,
    processing: 'Traitement...',
    change: 'Changer de pack',
  },
  addedTitle: 'Achat confirmé',
  added: (count: number) => `${count} crédits ont été ajoutés à votre compte !`,
  invoice: {
    title: 'Votre facture',
    number: (number: string) => `Facture n° ${number}`,
    download: 'Télécharger la facture',
  },
  info: {
    title: 'Informations',
    items: [
      'Paiement sécurisé par notre prestataire de paiement par carte',
      'Aucune donnée bancaire stockée par Horodoc',
      'Cartes Visa et Mastercard acceptées',
      'Prix en euros, TVA 21\u00a0% incluse dans le montant payé',
      'Crédits ajoutés immédiatement après le paiement',
      "Aucune limite d'utilisation : 1 crédit par horodatage",
      "Vos crédits n'expirent jamais",
      'Facture générée automatiquement à chaque achat',
    ],
  },
  errors: {
    confirm: "Erreur lors de la confirmation de l'achat de crédits",
    sessionExpired: 'Votre session a expiré : reconnectez-vous pour continuer.',
    balance: 'Impossible de charger votre solde. Actualisez la page.',
  },
};

/** The forgotten password: the link on both sign-in forms, the request form, and the page of the e-mail's link. */
export const passwordReset = {
  forgotLink: 'Mot de passe oublié ?',
  request: {
    meta: {
      title: `Mot de passe oublié – ${product}`,
      description:
        'Recevez par email un lien pour choisir un nouveau mot de passe pour votre compte Horodoc.',
      keywords: ['mot de passe oublié', 'réinitialiser le mot de passe', 'compte Horodoc', 'connexion'],
    },
    title: 'Mot de passe oublié',
    lead: 'Indiquez l’email de votre compte : nous vous envoyons un lien pour choisir un nouveau mot de passe.',
    submit: 'Envoyer le lien',
    submitting: 'Envoi...',
    sentTitle: 'Vérifiez votre boîte mail',
    sent: (email: string) =>
      `Si un compte existe pour ${email}, un email avec un lien de réinitialisation vient de lui être envoyé. Le lien est valable 30 minutes et ne sert qu’une fois.`,
    spam: 'Rien reçu ? Vérifiez vos courriers indésirables, ou redemandez un lien dans quelques minutes.',
    back: 'Retour à la connexion',
    connection: 'Erreur de connexion au serveur',
    other: 'Impossible d’envoyer le lien pour le moment. Réessayez.',
  },
  reset: {
    meta: {
      title: `Nouveau mot de passe – ${product}`,
      description: 'Choisissez un nouveau mot de passe pour votre compte Horodoc.',
      keywords: ['nouveau mot de passe', 'réinitialiser le mot de passe', 'compte Horodoc'],
    },
    title: 'Choisissez un nouveau mot de passe',
    lead: 'Il remplacera l’ancien pour votre compte. Toutes vos sessions ouvertes seront fermées.',
    password: 'Nouveau mot de passe',
    submit: 'Enregistrer le mot de passe',
    submitting: 'Enregistrement...',
    doneTitle: 'Mot de passe modifié',
    done: (email: string) =>
      `Le mot de passe du compte ${email} est changé, et toutes ses sessions ont été fermées. Connectez-vous avec le nouveau.`,
    signIn: 'Se connecter',
    missing:
      'Ce lien de réinitialisation est incomplet. Ouvrez le lien reçu par email tel quel, ou demandez-en un nouveau.',
    again: 'Demander un nouveau lien',
    connection: 'Erreur de connexion au serveur',
    other: 'Impossible de changer le mot de passe pour le moment. Réessayez.',
  },
};

/** The timestamp page (/upload): four steps on one page (spec, section 2), its toasts and card errors. */
export const upload = {
  meta: {
    title: `Horodater un document – ${product}`,
    description:
      'Horodatez votre document sur la blockchain Base en 30 secondes : empreinte calculée dans votre navigateur, certificat PDF, 1 € HT le premier document.',
    keywords: [
      'horodater un document',
      'horodatage en ligne',
      'horodatage blockchain',
      "preuve d'antériorité",
      'certificat PDF',
      'SHA-256',
    ],
    serviceDescription:
      "Horodatage d'un document sur la blockchain Base : empreinte SHA-256 calculée dans le navigateur, certificat PDF et facture, sans inscription.",
  },
  title: 'Horodatage Blockchain',
  subtitle: 'Protégez vos documents en 30 secondes',
  backToHome: "Retour à l'accueil",
  stepsLabel: 'Étapes',
  steps: ['Fichier', 'Récapitulatif', 'Paiement', 'Certificat'],
  stepStatus: (current: number, total: number) => `Étape ${current} sur ${total}`,
  dropzone: {
    label: 'Glissez-déposez votre document ici',
    dragActive: 'Déposez le fichier pour le sélectionner',
    or: 'ou',
    browse: 'cliquez pour choisir un fichier',
    types: 'PDF, DOC, DOCX, TXT, JPG, PNG, ZIP',
    sizeUnlimited: 'Taille illimitée',
    privacy: 'Votre fichier ne quitte jamais votre appareil : seule son empreinte SHA-256 est envoyée.',
  },
  chosen: {
    label: 'Fichier sélectionné',
    change: 'Changer de fichier',
    continue: 'Continuer',
  },
  preparing: 'Préparation en cours...',
  hashingProgress: (percent: number) => `Calcul de l'empreinte : ${percent}\u00a0%`,
  cancel: 'Annuler',
  info: {
    title: 'Récapitulatif',
    fileName: 'Fichier',
    fileSize: 'Taille',
    fileHash: 'Empreinte SHA-256',
    priceHt: 'Prix HT',
    priceTtc: 'Prix TTC',
    vatIncluded: 'Dont TVA',
    vatNote: business.vatLabel,
    firstDocument: 'Premier document - 1 € HT',
    nextDocument: (n: number) => `Document #${n} - 0,41 € HT`,
    emailLabel: 'Adresse e-mail (facultatif)',
    emailHint: 'Pour recevoir le certificat et la facture par e-mail.',
    emailPlaceholder: 'vous@exemple.fr',
    emailInvalid: 'Adresse e-mail invalide',
    termsBefore: "J'accepte les ",
    termsLink: "conditions générales d'utilisation",
    termsAfter: '',
    back: 'Retour',
    proceed: 'Procéder au paiement',
    proceeding: 'Préparation du paiement...',
  },
  payment: {
    title: 'Paiement sécurisé',
    lead: (amount: string) => `Montant à régler : ${amount}`,
    loading: 'Chargement du formulaire de paiement...',
    back: 'Retour',
    pay: (amount: string) => `Payer ${amount}`,
    processing: 'Traitement...',
    secure: 'Paiement chiffré. Vos données bancaires ne sont jamais stockées par Horodoc.',
    simulatorNotice:
      'Mode démonstration : aucun paiement réel. Carte de test : 4242 4242 4242 4242, date future, CVC à 3 chiffres.',
    anchoring: "Paiement accepté : ancrage de l'empreinte sur la blockchain...",
  },
  card: {
    number: 'Numéro de carte',
    expiry: "Date d'expiration",
    cvc: 'CVC',
    numberPlaceholder: '1234 1234 1234 1234',
    expiryPlaceholder: 'MM / AA',
    cvcPlaceholder: '123',
    incompleteNumber: 'Votre numéro de carte est incomplet.',
    invalidNumber: 'Votre numéro de carte est invalide.',
    incompleteExpiry: "La date d'expiration de votre carte est incomplète.",
    pastExpiry: "La date d'expiration de votre carte est dépassée.",
    incompleteCvc: 'Le code de sécurité de votre carte est incomplet.',
    bank: {
      title: 'Vérification de votre banque',
      simulated: 'Simulation 3-D Secure',
      text: (amount: string) =>
        `Votre banque demande une vérification supplémentaire pour ce paiement de ${amount} à ${product}.`,
      approve: 'Approuver',
      refuse: 'Refuser',
    },
  },
  result: {
    newTitle: 'Horodatage réussi !',
    existingTitle: 'Horodatage déjà existant',
    newLead: 'Votre document est ancré sur la blockchain. Voici votre preuve.',
    existingLead: 'Ce document a déjà été horodaté : aucun paiement ne vous a été demandé.',
    refundedLead:
      'Ce document a été horodaté par un autre paiement pendant le vôtre : voici son certificat. Votre paiement a été remboursé automatiquement.',
    fileHash: 'Empreinte (début)',
    txHash: 'Transaction',
    timestamp: 'Horodatage',
    blockNumber: 'Bloc',
    downloadCertificate: 'Télécharger le certificat PDF',
    downloadingCertificate: 'Téléchargement...',
    downloadInvoice: 'Télécharger la facture',
    explorer: "Voir la transaction sur l'explorateur",
    emailSent: (email: string) => `Le certificat et la facture sont aussi envoyés à ${email}.`,
    keepNote:
      "Conservez ce certificat avec le fichier original, à l'identique : l'empreinte ne permet pas de reconstituer le document, et la moindre modification du fichier empêche la vérification.",
    another: 'Horodater un autre document',
    home: "Retour à l'accueil",
  },
  toasts: {
    unsupportedType: { title: 'Erreur', message: 'Type de fichier non supporté' },
    prepareFileFailed: { title: 'Erreur', message: 'Impossible de préparer le fichier' },
    preparePaymentFailed: { title: 'Erreur', message: 'Impossible de préparer le paiement' },
    paymentNotPrepared: { title: 'Erreur', message: 'Paiement non préparé' },
    existing: { title: 'Document existant', message: 'Ce document a déjà été horodaté.' },
    success: { title: 'Succès', message: 'Document horodaté avec succès !' },
    refunded: {
      title: 'Erreur - Remboursement automatique',
      message: 'Votre paiement a été remboursé automatiquement.',
    },
    refundedTimestamped: {
      title: 'Paiement remboursé',
      message: 'Ce document est déjà horodaté : votre paiement a été remboursé automatiquement.',
    },
    critical: { title: 'Erreur critique', message: 'Contactez le support immédiatement.' },
    confirmFailed: {
      title: 'Erreur de paiement',
      message: 'Une erreur est survenue lors de la confirmation du paiement.',
    },
    cardError: { title: 'Erreur de paiement' },
    incompleteCertificate: { title: 'Erreur', message: 'Données de certificat incomplètes' },
    generating: { title: 'Génération en cours', message: 'Génération du certificat PDF...' },
    certificateDownloaded: { title: 'Succès', message: 'Certificat téléchargé avec succès' },
    certificateFailed: { title: 'Erreur', message: 'Impossible de générer le certificat' },
    noInvoice: { title: 'Erreur', message: 'Aucune facture disponible' },
  },
  /** Card errors (spec, section 8), by the provider's code. */
  cardErrors: {
    configuration: 'Erreur de configuration du paiement. Veuillez réessayer ou contacter le support.',
    card_declined: 'Carte refusée. Veuillez vérifier vos informations ou essayer une autre carte.',
    insufficient_funds: 'Fonds insuffisants sur la carte.',
    expired_card: 'Carte expirée. Veuillez utiliser une autre carte.',
    incorrect_cvc: 'Code de sécurité incorrect.',
    invalid_expiry: "Date d'expiration invalide.",
    processing_error: 'Erreur de traitement. Veuillez réessayer.',
    unknown: 'Erreur inconnue',
    testCardInProduction:
      'Vous utilisez une carte de test. En production, utilisez une vraie carte bancaire.',
  },
};

/** The verify page (/verify): find a document by its fingerprint and check its proof. */
export const verify = {
  meta: {
    title: `Vérifier un document – ${product}`,
    description:
      'Vérifiez gratuitement si un document a été horodaté sur la blockchain Base : son empreinte est recalculée dans votre navigateur.',
    keywords: [
      'vérifier horodatage',
      'vérification blockchain',
      'preuve d’antériorité',
      'empreinte SHA-256',
      'preuve de Merkle',
      'Base',
    ],
  },
  title: 'Vérifier un document',
  lead: 'Déposez le fichier original. Son empreinte SHA-256 est calculée dans votre navigateur : le fichier ne quitte jamais votre appareil, seule l’empreinte est recherchée.',
  free: 'Gratuit et illimité',
  companion: {
    label: 'Certificat PDF ou fichier de preuve (facultatif)',
    help: 'Joignez-le avant le document : la preuve qu’il contient est vérifiée par votre navigateur, même si Horodoc ne connaît plus ce document.',
    choose: 'Choisir un fichier',
    chooseAnother: 'Choisir un autre fichier',
    none: 'Aucun fichier choisi',
    remove: 'Retirer',
    chosen: (name: string) => `Preuve jointe : ${name}`,
  },
  dropzone: {
    label: 'Glissez-déposez votre document ici',
    or: 'ou',
    browse: 'choisissez un fichier',
    limit: 'max 100MB',
    anyType: 'Tous types de fichiers',
    dragActive: 'Relâchez pour vérifier ce document',
  },
  checking: {
    spinner: 'Vérification en cours...',
    hashing: (percent: number) => `Calcul de l’empreinte dans votre navigateur : ${percent} %`,
    asking: 'Recherche de l’empreinte et contrôle de la preuve sur la blockchain…',
    chain: 'Votre navigateur relit la preuve sur la blockchain…',
    cancel: 'Annuler',
  },
  found: {
    title: 'Document horodaté trouvé !',
    message: 'Ce document a été horodaté sur la blockchain',
    testTitle: 'Certificat de test trouvé',
    testMessage:
      'Ce document a été horodaté avec une clé de test, sur le journal de test : c’est un certificat de test, sans valeur probante.',
  },
  test: {
    banner: 'CERTIFICAT DE TEST — sans valeur probante',
    explanation:
      'Cette preuve a été faite avec une clé de test (ou sur un réseau de test) : ses contrôles tiennent, mais elle ne prouve l’existence de ce document à aucune date. Elle ne vaut rien devant un juge.',
  },
  notFound: {
    title: 'Document non trouvé',
    message: "Ce document n'a pas été horodaté sur la blockchain ou son contenu a été modifié",
    pending:
      'Un horodatage de ce document est en cours : son ancrage sur la blockchain n’est pas encore confirmé. Réessayez dans quelques minutes.',
    hint: 'La moindre modification du fichier (un octet, une métadonnée, un nouvel enregistrement) change son empreinte : vérifiez bien le fichier original, tel qu’il a été horodaté.',
  },
  error: {
    title: 'Erreur',
    failure: 'Impossible de vérifier le fichier',
    tooLarge: 'Le fichier est trop volumineux (max 100MB)',
    unreachable:
      'La blockchain ne répond pas pour le moment : l’ancrage de ce document n’a pas pu être relu. Réessayez dans quelques minutes.',
    notConfirmed:
      'Ce document figure dans nos registres, mais son ancrage n’a pas pu être confirmé sur la blockchain : il n’est pas présenté comme vérifié.',
    proofMismatch:
      'La preuve reçue ne correspond pas à l’empreinte calculée dans votre navigateur : elle n’est pas présentée comme vérifiée.',
    companionUnreadable:
      'Le certificat ou le fichier de preuve joint est illisible : ce n’est pas un certificat Horodoc contenant sa preuve (PDF) ni un fichier de preuve (JSON).',
    companionDiffers:
      'La preuve jointe ne correspond pas à celle que Horodoc a enregistrée pour ce document (date, bloc, transaction, chaîne ou contrat différents), et la blockchain ne peut pas être relue depuis votre navigateur : rien n’est présenté comme vérifié.',
    certificateAltered:
      'Certificat imprimé altéré : le PDF joint imprime une empreinte, une date, un bloc ou une transaction autres que ceux de la preuve qu’il contient, ou sa signature ne tient plus. Ne vous fiez pas à son texte imprimé.',
  },
  certificatePdf: {
    label: 'Certificat PDF joint',
    signed: (signer: string, stamped: string) =>
      `signé par « ${signer} »${stamped}, sans modification depuis ; son texte imprimé est celui de la preuve`,
    stamped: (date: string, authority: string) => `, signature horodatée le ${date} par ${authority}`,
    unsigned:
      'non signé (émis avant la signature des certificats) ; son texte imprimé est celui de la preuve',
  },
  details: {
    title: 'Détails de l’horodatage',
    fileName: 'Nom lors de l’horodatage',
    /** A fingerprint timestamped without a name, or one whose API account keeps the name private. */
    noFileName: 'non communiqué',
    fingerprint: 'Empreinte SHA-256',
    transaction: 'Transaction',
    timestamp: 'Horodatage',
    block: 'Bloc',
    network: 'Réseau',
    /** The chain's name comes from its id (`chainNameOf`), never from the proof. */
    networkName: (name: string, chainId: number) => `${name} (chaîne ${chainId})`,
    blockHash: 'Hachage du bloc',
    blockHashNote: 'recalculé de l’en-tête joint à la preuve',
    finality: 'Finalité Ethereum',
    finalizedAt: (date: string) => `confirmée le ${date}`,
    finalNow: 'atteinte : le bloc est final (lu à l’instant par votre navigateur)',
    finalityPending: 'en cours (environ 20 à 30 minutes après l’ancrage)',
    timeStampLabel: 'Horodatage RFC 3161',
    timeStamp: (date: string, authority: string, qualified: boolean) =>
      `vérifié par votre navigateur : ${date}, ${authority} — ${qualified ? 'autorité qualifiée (eIDAS, art. 41 § 2)' : 'autorité non qualifiée, seconde source de temps sans présomption légale'}`,
    timeStampUntrusted:
      'non vérifié : la chaîne de certificats du jeton ne mène à aucune autorité reconnue par ce service ; sa date n’est pas présentée.',
    timeStampInvalid:
      'jeton invalide : il ne porte pas cette racine, ou sa signature ne tient pas. Il ne prouve rien ; la preuve sur la blockchain est jugée à part.',
    noTimeStamp: 'pas encore obtenu : il sera ajouté à la preuve dès que l’autorité répondra',
    explorer: 'Voir la transaction sur l’explorateur',
    noExplorer: 'Pas d’explorateur public pour ce réseau de démonstration.',
    fullValue: 'Valeur complète',
  },
  proof: {
    byBrowser: 'Vérifié par votre navigateur sur la blockchain',
    byBrowserExplanation: (sequence: number | null) =>
      `Votre navigateur a recalculé la racine de Merkle à partir de l’empreinte du fichier, puis lu lui-même la chaîne : code authentique du contrat, horodatage de l’en-tête du bloc, racine enregistrée${sequence ? ` (n° ${sequence} du journal)` : ''} et transaction. Sans faire confiance au serveur de Horodoc.`,
    node: (url: string) => `Nœud interrogé : ${url}`,
    byServer: 'Vérifié seulement par le serveur de Horodoc',
    byServerExplanation: (url: string | null) =>
      `Votre navigateur a recalculé la racine de Merkle, mais n’a pas pu joindre le nœud de la blockchain${url ? ` (${url})` : ''} : la lecture de la chaîne est celle du serveur de Horodoc, faite à l’instant, et les valeurs ci-dessous sont celles de son propre enregistrement. Pour vous en passer, utilisez la commande ci-dessous.`,
    unofficialLog:
      'Attention : ce contrat n’est pas (encore) publié comme journal officiel de Horodoc sur cette chaîne.',
    fromCompanion: 'Preuve lue dans le certificat ou le fichier de preuve que vous avez joint.',
  },
  /** The stage of the proof (« ancré sur Base », « finalisé sur Ethereum », « scellé sur Ethereum le … »). */
  seal: {
    stageLabel: 'Étape',
    anchored: 'Ancré sur Base',
    anchoredOn: (chain: string) => `Ancré (${chain})`,
    finalized: 'Finalisé sur Ethereum',
    sealed: (date: string) => `Scellé sur Ethereum le ${date}`,
    notYet:
      'Chaque jour, un point de contrôle écrit sur Ethereum les racines ancrées sur Base : une fois celui de ce document final, téléchargez à nouveau sa preuve pour la voir scellée, vérifiable avec Ethereum seul.',
    byBrowser:
      'Sceau vérifié par votre navigateur sur un nœud Ethereum : journal HorodocAnchor authentique, bloc de la chaîne et reçu de la transaction. Cette preuve se vérifie avec Ethereum seul, sans nœud Base ni Horodoc.',
    offline: (url: string | null) =>
      `Sceau vérifié par votre navigateur sans nœud Ethereum, jusqu’au hachage du bloc : le nœud Ethereum${url ? ` (${url})` : ''} ne répond pas. Comparez ce hachage avec un explorateur d’Ethereum.`,
    network: 'Réseau du sceau',
    networkName: (name: string, chainId: number) => `${name} (chaîne ${chainId})`,
    networkUnchecked: (chainId: number) => `chaîne ${chainId} nommée par le sceau, non vérifiée sans nœud`,
    block: 'Bloc Ethereum',
    blockHash: 'Hachage du bloc',
    transaction: 'Transaction Ethereum',
    checkpoint: 'Point de contrôle',
    checkpointValue: (sequence: number, roots: number) =>
      `n° ${sequence} du journal d’Ethereum, ${roots} racine${roots > 1 ? 's' : ''} de Base`,
  },

  downloads: {
    title: 'Vos justificatifs',
    certificate: 'Certificat PDF',
    proof: 'Fichier de preuve (JSON)',
    independent:
      'Vérifiable sans Horodoc, avec le certificat PDF (la preuve y est jointe) et un nœud public de la chaîne :',
    command: 'npx horodoc verify FICHIER --certificate CERTIFICAT.pdf',
  },
  actions: {
    again: 'Vérifier un autre document',
    home: "Retour à l'accueil",
  },
  checkedFile: 'Fichier choisi',
};

/** The web account (spec, sections 2 to 4 and 8): sign-in, registration, and the 'Mon compte' area. */
export const webAccount = {
  header: {
    login: 'Connexion',
    account: 'Mon compte',
  },
  login: {
    meta: {
      title: `Connexion – ${product}`,
      description:
        'Connectez-vous à votre compte Horodoc : abonnement mensuel, historique de vos horodatages, certificats et factures.',
      keywords: [
        'connexion',
        'compte Horodoc',
        'abonnement horodatage',
        'historique des horodatages',
        'factures',
      ],
    },
    title: 'Connexion',
    lead: 'Retrouvez votre abonnement, vos horodatages, leurs certificats et vos factures.',
    submit: 'Se connecter',
    submitting: 'Connexion...',
    failed: 'Email ou mot de passe incorrect.',
    connection: 'Erreur de connexion au serveur',
    other: "Erreur lors de l'authentification",
    noAccount: 'Pas encore de compte ?',
    register: 'Créer un compte',
    apiAccounts: 'Votre compte API fonctionne aussi ici : même email, même mot de passe.',
  },
  register: {
    meta: {
      title: `Créer un compte – ${product}`,
      description:
        'Créez votre compte Horodoc : abonnement mensuel pour horodater sans carte à chaque fois, historique de vos horodatages et factures.',
      keywords: [
        'créer un compte',
        'abonnement horodatage',
        'offre mensuelle',
        'horodatage blockchain',
        'factures',
      ],
    },
    title: 'Créer un compte',
    lead: 'Un seul compte pour tout Horodoc : abonnement mensuel, historique de vos horodatages, et crédits API si vous en avez besoin.',
    submit: 'Créer mon compte',
    submitting: 'Création du compte...',
    failed: 'Impossible de créer le compte pour le moment. Veuillez réessayer.',
    hasAccount: 'Déjà un compte ?',
    login: 'Se connecter',
  },
  /** The spec's registration-success notification, for an account made on the site. */
  registered: (): NotificationInput => ({
    type: 'success',
    title: 'Compte créé',
    message: 'Bienvenue ! Votre compte est prêt : choisissez une formule pour horodater sans carte.',
    duration: 6000,
  }),
  sessionExpired: 'Votre session a expiré : reconnectez-vous pour continuer.',
  area: {
    meta: {
      title: `Mon compte – ${product}`,
      description: 'Votre espace Horodoc : horodatages, abonnement, factures et connexions.',
      keywords: ['mon compte', 'abonnement', 'historique des horodatages', 'factures', 'connexions'],
    },
    title: 'Mon compte',
    signedInAs: 'Connecté en tant que',
    logout: 'Se déconnecter',
    nav: 'Sections de mon compte',
    tabs: {
      dashboard: 'Tableau de bord',
      plan: 'Abonnement',
      invoices: 'Factures',
      activities: 'Connexions',
    },
    loading: 'Chargement...',
    loadFailed: 'Impossible de charger ces informations. Actualisez la page.',
    retry: 'Réessayer',
  },
  dashboard: {
    usageTitle: 'Ce mois-ci',
    usage: (done: number, quota: number) => `${done} / ${quota} documents`,
    usageFree: (done: number) => `${done} document${done > 1 ? 's' : ''} horodaté${done > 1 ? 's' : ''}`,
    remaining: (count: number) =>
      count > 0 ? `Il vous reste ${count} document${count > 1 ? 's' : ''} ce mois-ci.` : 'Limite atteinte',
    renews: (date: string) => `Quota renouvelé le ${date}`,
    planLabel: 'Formule',
    noPlan: 'Sans abonnement',
    noPlanLead:
      'Vous payez chaque document par carte. Avec une formule mensuelle, vous horodatez sans ressortir votre carte.',
    choosePlan: 'Choisir une formule',
    timestampNow: 'Horodater un document',
    creditsTitle: 'Crédits API',
    credits: (count: number) => `${count} crédit${count > 1 ? 's' : ''} disponible${count > 1 ? 's' : ''}`,
    creditsLead: "Vos crédits servent aux horodatages faits par l'API, avec votre clé et votre secret.",
    manageCredits: 'Gérer mes crédits API',
    historyTitle: 'Mes horodatages',
    historyEmpty: "Vous n'avez encore horodaté aucun document avec ce compte.",
    certificate: 'Certificat PDF',
    proofFile: 'Preuve (JSON)',
    certificateOf: (name: string) => `Certificat PDF de ${name}`,
    proofOf: (name: string) => `Fichier de preuve de ${name}`,
    statuses: {
      pending: 'En cours',
      completed: 'Horodaté',
      failed: 'Échoué',
      expired: 'Expiré',
    } as Record<'pending' | 'completed' | 'failed' | 'expired', string>,
  },
  activities: {
    title: 'Connexions et activité',
    lead: 'Les connexions à votre compte, les plus récentes en premier. Un appareil inconnu ? Changez votre mot de passe.',
    empty: 'Aucune activité enregistrée.',
    columns: { event: 'Événement', date: 'Date', ip: 'Adresse IP', device: 'Appareil' },
    kinds: {
      signup: 'Création du compte',
      login_succeeded: 'Connexion réussie',
      login_failed: 'Connexion refusée',
      login_throttled: 'Connexion retardée (trop d’essais)',
      logout: 'Déconnexion',
      password_reset_requested: 'Lien de réinitialisation demandé',
      password_changed: 'Mot de passe réinitialisé',
    } satisfies Record<ActivityKind, string>,
    unknown: 'Inconnu',
  },
  invoices: {
    title: 'Mes factures',
    lead: 'Chaque paiement réussi donne une facture, avec une numérotation continue.',
    empty: "Vous n'avez encore aucune facture.",
    ttc: 'TTC',
    download: 'PDF',
    downloadOf: (number: string) => `Télécharger la facture ${number} (PDF)`,
  },
  plans: {
    title: 'Formules mensuelles',
    lead: "Pour horodater chaque semaine : un abonnement au lieu d'une carte à chaque document. Sans engagement, résiliable à tout moment.",
    perMonth: 'HT / mois',
    ttc: (amount: string) => `soit ${amount}\u00a0€ TTC par mois`,
    documents: (count: number) => `${count} documents par mois`,
    perDocument: (amount: string) => `${amount}\u00a0€ HT par document`,
    features: [
      'Sans carte à chaque horodatage',
      'Certificat PDF et fichier de preuve',
      'Historique de vos horodatages',
      'Facture à chaque mois payé',
    ],
    choose: (name: string) => `Choisir ${name}`,
    current: 'Votre formule',
    recommended: 'Recommandé',
    vatNote: `Prix hors taxes, ${business.vatLabel} en sus.`,
    payTitle: (name: string) => `Abonnement ${name}`,
    payLead: (amount: string) => `Premier mois : ${amount} TTC, puis chaque mois à la même date.`,
    pay: (amount: string) => `Payer ${amount}`,
    processing: 'Traitement...',
    change: 'Changer de formule',
    activating: "Activation de l'abonnement...",
    notActivated:
      "Le paiement n'a pas encore été confirmé. Réessayez dans un instant : vous ne serez pas débité deux fois.",
  },
  subscription: {
    title: 'Votre abonnement',
    status: 'Statut',
    plan: 'Formule',
    quota: 'Documents par mois',
    renews: 'Prochain renouvellement',
    endsOn: (date: string) => `Votre abonnement prend fin le ${date}.`,
    endsLabel: 'Fin de l’abonnement',
    cancel: 'Résilier l’abonnement',
    cancelling: 'Résiliation...',
    confirmCancel: (date: string) =>
      `Résilier votre abonnement ? Vous pourrez encore horodater jusqu'au ${date}, puis il ne sera pas renouvelé.`,
    confirmYes: 'Oui, résilier',
    confirmNo: 'Garder mon abonnement',
    canceledTitle: 'Abonnement résilié',
    canceledMessage: (date: string) => `Votre abonnement reste actif jusqu'au ${date}.`,
    cancelFailed: "La résiliation n'a pas abouti. Veuillez réessayer.",
    pastDue:
      "Le dernier renouvellement n'a pas pu être payé : mettez à jour votre carte en reprenant un abonnement.",
    statuses: {
      active: 'Actif',
      canceled: 'Annulé',
      past_due: 'En retard',
      incomplete: 'Incomplet',
      incomplete_expired: 'Expiré',
      trialing: 'Essai',
      unpaid: 'Non payé',
    } as Record<string, string>,
  },
  /** The upload page for a signed-in account with a plan. */
  upload: {
    /** The timestamp page's steps when the plan pays: no card. */
    steps: ['Fichier', 'Récapitulatif', 'Abonnement', 'Certificat'],
    planBadge: (plan: string) => `Inclus dans votre abonnement ${plan}`,
    remaining: (count: number) =>
      `${count} document${count > 1 ? 's' : ''} restant${count > 1 ? 's' : ''} ce mois-ci`,
    planNote: 'Ce document est décompté de votre quota mensuel : aucun paiement par carte.',
    proceed: 'Horodater avec mon abonnement',
    proceeding: 'Horodatage en cours...',
    limitTitle: 'Limite atteinte',
    limitLead: (plan: string, quota: number) =>
      `Vous avez horodaté vos ${quota} documents du mois avec la formule ${plan}.`,
    upgrade: (plan: string) => `Passer à la formule ${plan}`,
    payPerUse: "Payer ce document à l'acte",
    nextMonth: 'Votre quota se renouvelle au début de votre prochaine période.',
    failed: "L'horodatage n'a pas abouti. Veuillez réessayer.",
  },
};
