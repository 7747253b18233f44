import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import * as endpoints from '#shared/api/endpoints.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorResponses } from '../../lib/http.ts';
import { authenticated, requireUser } from '../../plugins/session.ts';
import { getReceipt, listPayments } from './billing-history.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** The provider's billing history and its receipts (tax invoices), issue 22. */
export const billingHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.route({
    ...routeOf(endpoints.billingHistory, {
      tags: ['billing'],
      summary: "The session provider's payments, newest first (page, per_page)",
      description:
        'Amounts in cents, NZD, GST included; gst_cents is the GST in it (3/23, rounded). Failed attempts are listed with status failed; period_start and period_end are the paid period (null on a failed attempt).',
      errors,
    }),
    onRequest: authenticated,
    handler: async (request) => {
      const { page, per_page } = request.query;
      const found = await listPayments(db, requireUser(request), { page, perPage: per_page });
      return {
        success: true as const,
        message: found.total === 0 ? 'No payments yet' : 'Payments',
        payments: found.payments,
        total: found.total,
        page,
        per_page,
      };
    },
  });

  app.route({
    ...routeOf(endpoints.billingReceipt, {
      tags: ['billing'],
      summary: 'A receipt (tax invoice) of one of your succeeded payments',
      description:
        "The supplier's name and GST number (SUPPLIER_NAME, GST_NUMBER), the date, a description, the amount including GST and the GST in it. Another user's payment is 404.",
      errors,
    }),
    onRequest: authenticated,
    handler: async (request) => {
      const receipt = await getReceipt(db, config, requireUser(request), request.params.id);
      return { success: true as const, message: 'Receipt', receipt };
    },
  });
};
