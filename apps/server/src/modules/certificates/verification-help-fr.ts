/**
 * The certificate PDF's section on checking it without Horodoc (French, for the certificate holder, a
 * lawyer or an expert). The step-by-step arithmetic travels in the proof's own `instructions`; this is the
 * overview that says there are three independent ways and that none needs Horodoc to exist.
 */
export interface VerificationHelp {
  title: string;
  items: Array<{
    heading: string;
    text: string;
    /** A command to print on its own line, in a fixed-width font: a line break inside it would break it. */
    command?: string;
  }>;
}

/** @param siteUrl the public origin of the site, e.g. `https://horodoc.fr`, for the online check. */
export function verificationHelpFr(siteUrl: string): VerificationHelp {
  const verifyUrl = `${siteUrl.replace(/\/$/, '')}/verify`;
  return {
    title: 'Vérifier ce certificat, avec ou sans Horodoc',
    items: [
      {
        heading: 'En ligne, gratuitement',
        text: `Déposez le fichier original sur ${verifyUrl}. Son empreinte est calculée dans votre navigateur, le fichier n’est pas envoyé ; la preuve est recalculée et son ancrage relu sur la blockchain au moment de la vérification.`,
      },
      {
        heading: 'Sans Horodoc',
        text: 'Conservez ce certificat et le fichier original : le certificat PDF contient la preuve (fichier joint preuve-….json) ; avec un outil SHA-256 et un nœud public de la blockchain Base, ils suffisent à refaire toute la vérification, même si Horodoc cessait d’exister. En une commande (Node.js 20 ou plus) :',
        command: 'npx horodoc verify FICHIER --certificate CERTIFICAT.pdf',
      },
      {
        heading: 'À la main',
        text: 'L’empreinte SHA-256 du fichier doit être égale à celle du certificat ; la racine se recalcule à partir du sel et du chemin de Merkle ; le contrat public, consultable sur un explorateur comme basescan.org (fonction recordOf), doit avoir enregistré cette racine à la date indiquée. Le détail des calculs figure dans le fichier de preuve et dans la documentation du format, livrée avec le paquet npm « horodoc ».',
      },
      {
        heading: 'Ce que la preuve établit',
        text: 'Un fichier modifié, même d’un seul octet, a une autre empreinte : la vérification échoue alors. La preuve établit l’existence du fichier à la date d’ancrage ; elle ne dit rien de son auteur ni de son contenu.',
      },
    ],
  };
}
