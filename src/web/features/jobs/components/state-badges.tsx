import { Badge } from '@mantine/core';

/** A job's state (issue 26 §6): open, hired, completed, cancelled, expired. */
const JOB_STATES: Record<string, { label: string; color: string }> = {
  open: { label: 'Open', color: 'blue' },
  hired: { label: 'Hired', color: 'teal' },
  completed: { label: 'Completed', color: 'green' },
  cancelled: { label: 'Cancelled', color: 'gray' },
  expired: { label: 'Expired', color: 'gray' },
};

/** An invite's state (issue 26 §1): invited, viewed, quoted, declined, no answer. */
const INVITE_STATES: Record<string, { label: string; color: string }> = {
  invited: { label: 'Invited', color: 'blue' },
  viewed: { label: 'Viewed', color: 'cyan' },
  quoted: { label: 'Quoted', color: 'teal' },
  declined: { label: 'Declined', color: 'red' },
  no_answer: { label: 'No answer', color: 'gray' },
  hired: { label: 'Hired', color: 'green' },
  not_chosen: { label: 'Not chosen', color: 'gray' },
};

const label = (state: string) => state.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

export const jobStateLabel = (state: string): string => JOB_STATES[state]?.label ?? label(state);
export const inviteStateLabel = (state: string): string =>
  INVITE_STATES[state]?.label ?? label(state);

export function JobStateBadge({ state }: { state: string }) {
  return (
    <Badge color={JOB_STATES[state]?.color ?? 'gray'} variant="light">
      {jobStateLabel(state)}
    </Badge>
  );
}

export function InviteStateBadge({ state }: { state: string }) {
  return (
    <Badge color={INVITE_STATES[state]?.color ?? 'gray'} variant="outline">
      {inviteStateLabel(state)}
    </Badge>
  );
}
