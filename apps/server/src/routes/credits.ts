import {
  confirmCreditPurchaseRequestSchema,
  confirmCreditPurchaseResponseSchema,
  creditInvoiceInfoQuerySchema,
  creditInvoiceInfoResponseSchema,
  creditInvoicePdfQuerySchema,
  creditPurchaseRequestSchema,
  paymentSessionResponseSchema,
} from '@horodoc/shared/accounts-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refusal } from '../errors';
import { findAccountById } from '../modules/accounts/account-repository';
import { confirmCreditPurchase } from '../modules/credits/confirm-credit-purchase';
import { createCreditPurchase } from '../modules/credits/create-credit-purchase';
import { getCreditInvoiceInfo } from '../modules/credits/get-credit-invoice-info';
import { getInvoicePdf } from '../modules/payments/get-invoice-pdf';
import type { PaymentParts } from '../modules/payments/payment-context';
import { paymentContext } from '../modules/payments/payment-context';
import type { SignatureHook } from '../plugins/request-signature';
import { signedCaller } from '../plugins/request-signature';
import { sendPdf } from './send-pdf';

/** What the credit routes use: the payment parts, and the signature check of /pro. */
type CreditRouteDeps = PaymentParts & { checkSignature: SignatureHook };

/** The credits page's purchase calls (signed with its session key) and the credit invoices. */
export async function creditRoutes(fastify: FastifyInstance, deps: CreditRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const signed = { apiSessions: true as const, rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.post(
    '/api/credit-purchase.php',
    {
      schema: { body: creditPurchaseRequestSchema, response: { 200: paymentSessionResponseSchema } },
      config: signed,
      onRequest: deps.checkSignature,
    },
    async (request) => {
      const caller = signedCaller(request);
      const account = await findAccountById(db, caller.accountId);
      // The e-mail the page shows must be the signed-in account's: never buy for someone else by mistake.
      if (!account || account.email !== request.body.email) {
        throw refusal('account_email_mismatch');
      }
      const created = await createCreditPurchase({
        ctx: paymentContext(deps, request.log),
        accountId: account.id,
        buyerEmail: account.email,
        credits: request.body.credits,
        amountTtcCents: request.body.amount,
      });
      if (created.kind !== 'created') {
        throw refusal(created.kind, 'cause' in created ? { cause: created.cause } : {});
      }
      return created.session;
    },
  );

  app.post(
    '/api/confirm-credit-purchase.php',
    {
      schema: {
        body: confirmCreditPurchaseRequestSchema,
        response: { 200: confirmCreditPurchaseResponseSchema },
      },
      config: signed,
      onRequest: deps.checkSignature,
    },
    async (request) => {
      const confirmed = await confirmCreditPurchase({
        ctx: paymentContext(deps, request.log),
        providerPaymentId: request.body.payment_intent_id,
        accountId: signedCaller(request).accountId,
      });
      if (confirmed.kind !== 'credited') {
        throw refusal(confirmed.kind, 'cause' in confirmed ? { cause: confirmed.cause } : {});
      }
      const { purchase } = confirmed;
      return {
        success: true as const,
        credits_added: purchase.creditsAdded,
        new_balance: purchase.newBalance,
        invoice_id: purchase.invoice.id,
        invoice_number: purchase.invoice.number,
      };
    },
  );

  const lookups = { rateLimit: { max: 120, timeWindow: '1 minute' } };
  app.get(
    '/api/get-credit-purchase-invoice-info.php',
    {
      schema: {
        querystring: creditInvoiceInfoQuerySchema,
        response: { 200: creditInvoiceInfoResponseSchema },
      },
      config: lookups,
    },
    async (request, reply) => {
      const found = await getCreditInvoiceInfo({
        db,
        masterKey: deps.config.masterKey,
        invoiceId: request.query.id,
      });
      if (found.kind === 'not_found') throw refusal('invoice_unknown');
      return reply
        .header('cache-control', 'private, no-store')
        .send({ success: true as const, invoice: found.invoice });
    },
  );

  app.get(
    '/api/get-credit-purchase-invoice.php',
    { schema: { querystring: creditInvoicePdfQuerySchema }, config: lookups },
    async (request, reply) => {
      const found = await getInvoicePdf(paymentContext(deps, request.log), {
        number: request.query.id,
        token: request.query.token,
        kind: 'credit_purchase',
      });
      if (found.kind === 'not_found') throw refusal('invoice_unknown');
      return sendPdf(reply, found.fileName, found.pdf);
    },
  );
}
