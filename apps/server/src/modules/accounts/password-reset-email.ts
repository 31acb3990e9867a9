import { business } from '@horodoc/shared/business';

/** The reset link's e-mail: the link, how long it works, and what to do when the request was not yours. */
export function passwordResetEmail(options: { email: string; link: string; minutes: number }): {
  subject: string;
  text: string;
} {
  return {
    subject: `Réinitialisation de votre mot de passe ${business.productName}`,
    text: [
      'Bonjour,',
      '',
      `Une réinitialisation du mot de passe du compte ${business.productName} ${options.email} a été demandée.`,
      `Pour choisir un nouveau mot de passe, ouvrez ce lien dans les ${options.minutes} minutes :`,
      '',
      options.link,
      '',
      'Ce lien ne sert qu’une fois. Une fois le mot de passe changé, toutes vos sessions ouvertes sont fermées : reconnectez-vous avec le nouveau.',
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
      '',
      `L'équipe ${business.productName}`,
      business.supportEmail,
    ].join('\n'),
  };
}
