/** A card error as Stripe.js reports it; the simulator answers the same shape. */
export interface CardErrorLike {
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
}

export type CardConfirmResult = { ok: true } | { ok: false; error: CardErrorLike };

/** What the page holds of the mounted card fields. */
export interface CardFieldsHandle {
  /** Whether the provider is loaded and the card number field mounted. */
  isReady(): boolean;
  /** Confirms the card payment with the provider (Stripe.js or the simulator), bank verification included. */
  confirm(clientSecret: string): Promise<CardConfirmResult>;
}

/** The simulator's two calls, handed in by the page (features do not import each other). */
export interface SimulatorApi {
  confirm(body: {
    client_secret: string;
    card_number: string;
    expiry: string;
    cvc: string;
  }): Promise<SimulatorAnswer>;
  authenticate(body: { client_secret: string; approve: boolean }): Promise<SimulatorAnswer>;
}

export interface SimulatorAnswer {
  status: string;
  error?: CardErrorLike;
}
