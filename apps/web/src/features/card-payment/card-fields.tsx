import { lazy, type RefObject, Suspense, useEffect, useState } from 'react';
import { upload } from '../../i18n/fr';
import type { CardFieldsHandle, SimulatorApi } from './card-types';
import { SimulatorCardFields } from './simulator-card-fields';

const StripeCardFields = lazy(() => import('./stripe-card-fields'));

const t = upload.payment;

/** The spec's timings: the fields mount 100 ms after the step shows, and are looked for again after 1 s. */
const MOUNT_DELAY_MS = 100;
const RETRY_MS = 1000;

export type CardProvider = { provider: 'stripe'; publishableKey: string } | { provider: 'simulator' };

interface CardFieldsProps {
  provider: CardProvider;
  simulatorApi: SimulatorApi;
  amountLabel: string;
  handleRef: RefObject<CardFieldsHandle | null>;
  /** The last confirmation's error, shown in the card-errors area until the fields change. */
  paymentError: string | null;
  /** Told once the fields are mounted and ready to pay. */
  onReady?: () => void;
}

/**
 * The card fields of the payment step: Stripe Elements when Stripe is configured, the simulator's otherwise,
 * under a loading overlay until they are mounted, with the card-errors area beneath.
 */
export function CardFields({
  provider,
  simulatorApi,
  amountLabel,
  handleRef,
  paymentError,
  onReady,
}: CardFieldsProps) {
  const [mounted, setMounted] = useState(false);
  const [ready, setReady] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setMounted(true), MOUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!mounted || ready) return;
    const check = () => {
      if (handleRef.current?.isReady()) setReady(true);
    };
    check();
    const timer = setInterval(check, provider.provider === 'simulator' ? 50 : RETRY_MS);
    return () => clearInterval(timer);
  }, [mounted, ready, handleRef, provider.provider]);

  useEffect(() => {
    if (ready) onReady?.();
  }, [ready, onReady]);

  const message = fieldError ?? paymentError;
  return (
    <div className={`relative ${ready ? '' : 'min-h-40'}`}>
      <div className={ready ? '' : 'invisible'} aria-hidden={!ready}>
        {mounted &&
          (provider.provider === 'stripe' ? (
            <Suspense fallback={null}>
              <StripeCardFields
                publishableKey={provider.publishableKey}
                handleRef={handleRef}
                onFieldError={setFieldError}
                onReady={() => setReady(true)}
              />
            </Suspense>
          ) : (
            <SimulatorCardFields
              api={simulatorApi}
              amountLabel={amountLabel}
              handleRef={handleRef}
              onFieldError={setFieldError}
            />
          ))}
      </div>
      {!ready && (
        <div
          className="absolute inset-0 flex min-h-40 items-center justify-center gap-3 rounded-xl bg-white/90"
          role="status"
        >
          <span
            className="h-6 w-6 animate-spin rounded-full border-3 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
            aria-hidden="true"
          />
          <span className="text-slate-600">{t.loading}</span>
        </div>
      )}
      <div id="card-errors" role="alert" className="mt-3 min-h-6 text-red-700 text-sm">
        {message}
      </div>
    </div>
  );
}
