/** A card error as Stripe.js reports it; the simulator answers the same shape. */
export interface CardErrorLike {
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
}

/**
 * A confirmation's outcome. On failure, `status` is the payment's status when the provider gave one without
 * an error (the credit flows show a text per status, spec section 4).
 */
export type CardConfirmResult = { ok: true } | { ok: false; error: CardErrorLike; status?: string };

/** Who pays: sent with the card, as the credit flows ask (billing e-mail, and company or 'API User'). */
export interface BillingDetails {
  email: string;
  name: string;
}

/** What the page holds of the mounted card fields. */
export interface CardFieldsHandle {
  /** Whether the provider is loaded and the card number field mounted. */
  isReady(): boolean;
  /** Confirms the card payment with the provider (Stripe.js or the simulator), bank verification included. */
  confirm(clientSecret: string, billing?: BillingDetails): Promise<CardConfirmResult>;
  /** Empties the fields, for another card after a refusal. */
  clear(): void;
}

/** The simulator's two calls, handed in by the page (features do not import each other). */
export interface SimulatorApi {
  confirm(body: {
    client_secret: string;
    card_number: string;
    expiry: string;
    cvc: string;
    billing_details?: { email?: string; name?: string };
  }): Promise<SimulatorAnswer>;
  authenticate(body: { client_secret: string; approve: boolean }): Promise<SimulatorAnswer>;
}

export interface SimulatorAnswer {
  status: string;
  error?: CardErrorLike;
}
