import { startCluster } from '../../scripts/cluster/cluster.ts';
import { startSmtp } from '../helpers/smtp.ts';
import { conversationEventChecks } from './conversation-events.ts';
import { instanceKillChecks } from './instance-kill.ts';
import { loginFailureChecks } from './login-failures.ts';
import { outboxChecks } from './outbox.ts';
import { sessionChecks } from './sessions.ts';
import { sharedWriteChecks } from './shared-writes.ts';
import { startupChecks } from './startup.ts';
import type { ClusterContext } from './support/context.ts';

/**
 * One cluster (own PostgreSQL and redis-server, three instances started together on an empty
 * database with the demo seed, nginx in front, an SMTP sink) for every check; the instance kill
 * runs last because it changes the cluster.
 */
let context: ClusterContext | undefined;

beforeAll(async () => {
  const smtp = await startSmtp();
  try {
    const cluster = await startCluster({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    context = { cluster, smtp };
  } catch (err) {
    await smtp.close();
    throw err;
  }
});

afterAll(async () => {
  await context?.cluster.stop();
  await context?.smtp.close();
});

const get = () => {
  if (!context) throw new Error('the cluster did not start');
  return context;
};

startupChecks(get);
sessionChecks(get);
loginFailureChecks(get);
sharedWriteChecks(get);
outboxChecks(get);
conversationEventChecks(get);
instanceKillChecks(get);
