import { business } from '@horodoc/shared/business';
import { formatFrenchDate } from '../../adapters/pdf/format-fr';
import type { PaymentContext } from '../payments/payment-context';

type Mail = { subject: string; text: string };

const signature = [
  '',
  'Merci de votre confiance,',
  `L'équipe ${business.productName}`,
  business.supportEmail,
];

/** Section 8's 'subscription activated', by e-mail. */
export function subscriptionActivatedEmail(options: {
  planName: string;
  documents: number;
  periodEnd: Date;
}): Mail {
  return {
    subject: `Abonnement activé – formule ${options.planName}`,
    text: [
      'Bonjour,',
      '',
      `Votre abonnement ${business.productName} ${options.planName} est actif : ${options.documents} documents par mois, horodatés sans carte depuis votre compte.`,
      `Prochain renouvellement le ${formatFrenchDate(options.periodEnd)}. La facture de ce mois est disponible dans « Mon compte ».`,
      ...signature,
    ].join('\n'),
  };
}

/** Section 8's 'subscription error': a renewal the bank declined. */
export function renewalFailedEmail(options: { planName: string; publicUrl: string }): Mail {
  return {
    subject: 'Échec du renouvellement de votre abonnement',
    text: [
      'Bonjour,',
      '',
      `Le paiement du renouvellement de votre abonnement ${options.planName} a été refusé. Votre abonnement est en retard de paiement : vous ne pouvez plus horodater sur votre formule tant que le paiement n'a pas abouti.`,
      `Vérifiez votre carte, ou souscrivez de nouveau depuis « Mon compte » sur ${options.publicUrl}`,
      ...signature,
    ].join('\n'),
  };
}

/** Section 8's 'Limite atteinte': the period's last document was just used. */
export function limitReachedEmail(options: { planName: string; documents: number; periodEnd: Date }): Mail {
  return {
    subject: 'Limite atteinte',
    text: [
      'Bonjour,',
      '',
      `Vous avez utilisé les ${options.documents} documents de votre formule ${options.planName} pour cette période. Ils seront de nouveau disponibles le ${formatFrenchDate(options.periodEnd)}.`,
      "D'ici là, passez à une formule supérieure ou horodatez vos documents à l'unité.",
      ...signature,
    ].join('\n'),
  };
}

/** Hands an e-mail to the mailer without holding the caller back: a failed send is logged. */
export function sendPlanEmail(ctx: Pick<PaymentContext, 'mailer' | 'log'>, to: string, mail: Mail): void {
  ctx.mailer
    .send({ to, ...mail })
    .catch((error: unknown) => ctx.log.error({ err: error, subject: mail.subject }, 'plan e-mail not sent'));
}
