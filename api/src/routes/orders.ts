/** The shop's checkout (a hosted Stripe Checkout page for one item) and the signed-in member's orders. */
import { routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { visitorOrAccountWrites } from '../lib/route.js';
import { HttpError } from '../lib/http-error.js';
import { PaymentsError } from '../services/payments/payments.js';
import { checkoutMetadata, listOrders, ORDER_CURRENCY, quoteCheckout } from '../services/payments/orders.js';

/** What the buyer is told when this server has no payment provider. */
export const NO_PAYMENTS_MESSAGE = 'This server does not take payments, so nothing can be bought here.';

export default async function orderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, catalog } = app;

  app.post(
    routes.checkout.path,
    {
      schema: routes.checkout.schema,
      // Each attempt calls the provider: visitors get few, an account more.
      ...visitorOrAccountWrites(app),
    },
    async (request, reply) => {
      const user = await request.currentUser();
      const quote = quoteCheckout(catalog, request.body, user?.planType ?? null);
      if (!quote)
        throw new HttpError(404, request.body.kind === 'grow-kit' ? 'Grow kit not found' : 'Item not found');
      const payments = app.services.payments;
      if (!payments) throw new HttpError(503, NO_PAYMENTS_MESSAGE);
      // Back to this app only: the configured public address, else the origin the request was checked against.
      const origin = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
      // Back from the payment page to the item's detail, as it was left.
      const item =
        quote.kind === 'grow-kit' ? `tab=kits&kit=${quote.itemId}` : `tab=merch&merch=${quote.itemId}`;
      const session = await payments
        .createCheckout({
          name: quote.name,
          description: quote.description,
          unitAmount: quote.unitPrice,
          quantity: quote.quantity,
          currency: ORDER_CURRENCY,
          metadata: checkoutMetadata(quote, user?.id ?? null),
          email: user?.email ?? null,
          userId: user?.id ?? null,
          successUrl: `${origin}/premium?order=placed&session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${origin}/premium?${item}`,
        })
        .catch((err: unknown) => {
          if (err instanceof PaymentsError) throw new HttpError(err.status, err.message);
          request.log.error({ err }, 'checkout session not created');
          throw new HttpError(502, 'The payment provider could not open the payment page. Please try again.');
        });
      reply.header('cache-control', 'no-store');
      return { url: session.url };
    },
  );

  app.get(routes.orders.path, { schema: routes.orders.schema }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { orders: await listOrders(db, request.session.userId!) };
  });
}
