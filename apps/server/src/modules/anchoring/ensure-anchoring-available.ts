import { AppError } from '../../errors';
import type { AnchoringEngine } from './anchoring-engine';

/** The spec's maintenance notice ('Le service est temporairement indisponible...'), completed. */
export const ANCHORING_PAUSED_MESSAGE_FR =
  "Le service est temporairement indisponible : l'ancrage sur la blockchain est momentanément interrompu. Aucun paiement n'a été effectué ; réessayez dans quelques minutes.";

/**
 * Refuses to sell an anchoring the chain cannot give now (the engine paused, the chain silent): called
 * before any money is taken, by the web payment and, later, by credit purchases and API uploads.
 * @throws AppError `service_unavailable` (503) with the maintenance message.
 * @example ensureAnchoringAvailable(ctx.anchoring); // then create the card payment
 */
export function ensureAnchoringAvailable(anchoring: Pick<AnchoringEngine, 'isAvailable'>): void {
  if (!anchoring.isAvailable()) throw new AppError('service_unavailable', ANCHORING_PAUSED_MESSAGE_FR);
}
