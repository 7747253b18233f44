/** What the billing use cases need (billing.service.ts, subscription-resume.ts). */
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ChangeBus } from '../../platform/changes/changes.ts';
import type { PaymentGateway } from '../../platform/payments/gateway.ts';

export type BillingDeps = {
  db: Db;
  config: Pick<Config, 'siteName' | 'publicUrl'>;
  gateway: PaymentGateway;
  changes: ChangeBus;
};
