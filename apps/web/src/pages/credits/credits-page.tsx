import { creditPackPrice, formatPackEuros } from '@horodoc/shared/pricing';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { ArrowLeftIcon, LogOutIcon } from '../../components/icons';
import { PaymentErrorDialog } from '../../features/card-payment/payment-error-dialog';
import { PackGrid } from '../../features/credit-packs/pack-grid';
import { creditPacks, credits as t } from '../../i18n/fr';
import { ApiKeysPanel } from './api-keys-panel';
import { ApiUsagePanel } from './api-usage-panel';
import { BalanceCards } from './balance-cards';
import { CreditPaymentPanel } from './credit-payment-panel';
import { InformationPanel } from './information-panel';
import { InvoicePanel } from './invoice-panel';
import { LoginCard } from './login-card';
import { useCreditsPage } from './use-credits-page';
import { WebhookSecretPanel } from './webhook-secret-panel';

/** /credits: sign in, see the three balances, buy a pack, download its invoice (spec, section 2). */
export function CreditsPage() {
  const { state, cardRef, cardProvider, actions } = useCreditsPage();
  return (
    <div className="min-h-[calc(100dvh-4rem)] bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <Link
          to={paths.apiDocs}
          className="inline-flex items-center gap-2 font-medium text-brand-700 text-sm hover:text-brand-900"
        >
          <span className="h-4 w-4">
            <ArrowLeftIcon />
          </span>
          {t.backToDocs}
        </Link>
        <h1 className="mt-4 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{t.title}</h1>
        <p className="mt-2 text-lg text-slate-600">{t.subtitle}</p>

        <div className="mt-8 grid gap-6">
          {state.stage === 'signedOut' ? (
            <LoginCard
              form={state.form}
              touched={state.touched}
              submitting={state.submitting}
              ready={!state.restoring}
              serverError={state.serverError}
              onChange={actions.change}
              onTouch={actions.touch}
              onSubmit={actions.logIn}
            />
          ) : (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white px-5 py-4">
                <p className="min-w-0 text-slate-600 text-sm">
                  {t.account.signedInAs}{' '}
                  <strong className="break-all font-semibold text-slate-900" data-testid="signed-in-email">
                    {state.email}
                  </strong>
                </p>
                <button
                  type="button"
                  onClick={() => void actions.logOut()}
                  className="inline-flex min-h-10 items-center gap-2 rounded-xl border border-slate-300 px-4 font-semibold text-slate-800 text-sm hover:bg-slate-50"
                >
                  <span className="h-4 w-4">
                    <LogOutIcon />
                  </span>
                  {t.account.logout}
                </button>
              </div>
              <BalanceCards balance={state.balance} />
              <WebhookSecretPanel signingKey={state.key} />
              <ApiKeysPanel signingKey={state.key} />
              {state.invoice && <InvoicePanel invoice={state.invoice} />}
              {state.purchase.step === 'paying' ? (
                <CreditPaymentPanel
                  session={state.purchase.session}
                  provider={cardProvider}
                  cardRef={cardRef}
                  paying={state.purchase.paying}
                  cardPaid={state.purchase.cardPaid}
                  error={state.purchase.error}
                  onPay={actions.pay}
                  onCancel={actions.cancelPayment}
                />
              ) : (
                <section aria-labelledby="packs-title">
                  <h2 id="packs-title" className="font-semibold text-slate-900 text-xl">
                    {t.packsTitle}
                  </h2>
                  <div className="mt-6">
                    <PackGrid
                      selected={state.purchase.pack}
                      onSelect={actions.choosePack}
                      disabled={state.purchase.creating}
                      footer={(pack, selected) => (
                        <button
                          type="button"
                          onClick={() => actions.buy(pack)}
                          disabled={state.purchase.step === 'choosing' && state.purchase.creating}
                          className={`inline-flex min-h-11 w-full items-center justify-center rounded-xl px-3 py-2 font-semibold text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
                            selected || pack.popular
                              ? 'bg-brand-600 text-white hover:bg-brand-700'
                              : 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50'
                          }`}
                        >
                          {creditPacks.buy(pack.credits, formatPackEuros(creditPackPrice(pack).htCents))}
                        </button>
                      )}
                    />
                  </div>
                  <p className="mt-4 text-slate-500 text-xs">{creditPacks.vatNote}</p>
                </section>
              )}
              <ApiUsagePanel signingKey={state.key} />
            </>
          )}
          <InformationPanel />
        </div>
      </div>
      {state.stage === 'signedIn' && state.dialog && (
        <PaymentErrorDialog
          error={state.dialog.error}
          onClose={actions.closeDialog}
          onRetry={actions.retry}
        />
      )}
    </div>
  );
}
