import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Stripe's API (the SDK is pointed at it with STRIPE_API_URL): customers,
 * prices, subscriptions. It records every request, and a card token named `tok_chargeDeclined`
 * or `tok_insufficient` is refused like Stripe refuses its test tokens. `end(id)` cancels a
 * subscription as Stripe's dashboard does: updates of it are refused, and it reads as canceled.
 */
export type RecordedRequest = {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
};

export type FakeStripe = {
  url: string;
  requests: RecordedRequest[];
  /** Cancels a subscription at once, as a click in Stripe's dashboard does. */
  end: (subscriptionId: string) => void;
  close: () => Promise<void>;
};

const DAY = 86_400;

function cardError(decline: string, message: string) {
  return {
    status: 402,
    body: { error: { type: 'card_error', code: 'card_declined', decline_code: decline, message } },
  };
}

function answer(request: RecordedRequest, counter: () => number, ended: Set<string>) {
  const { method, path, form } = request;
  const now = Math.floor(Date.now() / 1000);
  const source = form.get('source');
  if (source === 'tok_chargeDeclined')
    return cardError('generic_decline', 'Your card was declined.');
  if (source === 'tok_insufficient')
    return cardError('insufficient_funds', 'Your card has insufficient funds.');
  const card = { id: `card_${counter()}`, object: 'card', last4: '4242', brand: 'Visa' };
  if (method === 'POST' && path === '/v1/customers') {
    return {
      status: 200,
      body: { id: `cus_fake_${counter()}`, object: 'customer', default_source: card },
    };
  }
  if (method === 'POST' && path.startsWith('/v1/customers/')) {
    return {
      status: 200,
      body: { id: path.split('/')[3], object: 'customer', default_source: card },
    };
  }
  if (method === 'GET' && path === '/v1/prices') {
    return { status: 200, body: { object: 'list', data: [], has_more: false, url: '/v1/prices' } };
  }
  if (method === 'POST' && path === '/v1/prices') {
    return {
      status: 200,
      body: { id: 'price_fake_30d', object: 'price', unit_amount: 3000, currency: 'nzd' },
    };
  }
  if (method === 'POST' && path === '/v1/subscriptions') {
    const id = `sub_fake_${counter()}`;
    // A trial (a subscription started again while paid time is left) first charges at its end.
    const trialEnd = Number(form.get('trial_end') ?? 0);
    const periodEnd = trialEnd || now + 30 * DAY;
    return {
      status: 200,
      body: {
        id,
        object: 'subscription',
        status: trialEnd ? 'trialing' : 'active',
        start_date: now,
        trial_end: trialEnd || null,
        cancel_at_period_end: false,
        latest_invoice: `in_fake_${counter()}`,
        items: {
          object: 'list',
          data: [
            {
              id: `si_${counter()}`,
              object: 'subscription_item',
              current_period_start: now,
              current_period_end: periodEnd,
            },
          ],
        },
      },
    };
  }
  const subscriptionId = path.startsWith('/v1/subscriptions/') ? path.split('/')[3]! : '';
  if (method === 'GET' && subscriptionId) {
    const status = ended.has(subscriptionId) ? 'canceled' : 'active';
    return {
      status: 200,
      body: {
        id: subscriptionId,
        object: 'subscription',
        status,
        items: { object: 'list', data: [] },
      },
    };
  }
  if (method === 'POST' && subscriptionId && ended.has(subscriptionId)) {
    return {
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          message: 'A canceled subscription can only update its cancellation_details and metadata.',
        },
      },
    };
  }
  if (method === 'POST' && path.startsWith('/v1/subscriptions/')) {
    return {
      status: 200,
      body: {
        id: path.split('/')[3],
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: form.get('cancel_at_period_end') === 'true',
        items: { object: 'list', data: [] },
      },
    };
  }
  return {
    status: 404,
    body: { error: { type: 'invalid_request_error', message: `No such route ${method} ${path}` } },
  };
}

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString()));
    req.on('error', reject);
  });
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const ended = new Set<string>();
  let n = 0;
  const server: Server = createServer((req, res) => {
    void read(req).then((body) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const key = req.headers['idempotency-key'];
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        form: new URLSearchParams(body || url.search),
        idempotencyKey: typeof key === 'string' ? key : undefined,
      };
      requests.push(recorded);
      const { status, body: out } = answer(recorded, () => ++n, ended);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${n}` });
      res.end(JSON.stringify(out));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    end: (subscriptionId) => ended.add(subscriptionId),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
