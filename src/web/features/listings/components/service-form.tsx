import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';

import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#shared/pages.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useLegacySubmit } from '../../../lib/legacy-submit.ts';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { hasSubscriptionFlag } from '../../../lib/session.ts';
import { useSaveService } from '../api/listings-api.ts';
import { useDraftAutosave, type DraftAutosave, type DraftState } from '../lib/draft-autosave.ts';
import {
  serviceFormData,
  ServiceFormSchema,
  STEP_ONE_FIELDS,
  type ServiceFormValues,
} from '../lib/service-form.ts';
import { LeaveGuard } from './leave-guard.tsx';
import { BusinessInformationStep, ServiceInformationStep } from './service-form-steps.tsx';

type ServiceFormOutput = z.output<typeof ServiceFormSchema>;

/**
 * 'Add subscription before adding service', then /subscription (spec sections 4 and 8), the
 * draft saved first so the form is there on the way back.
 */
function useSubscriptionGate(draft: DraftAutosave) {
  const navigate = useNavigate();
  return async () => {
    notifyWarning(MESSAGES.addSubscriptionFirst);
    await draft.flush();
    await navigate(paths.subscription);
  };
}

/**
 * Sends the form: add (non-1: 'Please fill all fields') or edit (non-1: nothing more). The draft
 * stops saving meanwhile (the server deletes it with the save) and goes on if the save fails.
 */
function useServiceSubmit(userId: number, slug: string | undefined, draft: DraftAutosave) {
  const navigate = useNavigate();
  const gate = useSubscriptionGate(draft);
  const save = useSaveService(slug);
  const send = async (values: ServiceFormOutput) => {
    await draft.stop();
    try {
      const answer = await save.mutateAsync(serviceFormData(values, userId));
      if (answer.status !== 1) draft.resume();
      return answer;
    } catch (error) {
      draft.resume();
      throw error;
    }
  };
  return useLegacySubmit({
    mutation: { mutateAsync: send, isPending: save.isPending },
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await navigate(paths.providerServices);
    },
    onFailure: () => {
      if (!slug) notifyError(MESSAGES.fillAllFields);
    },
    onError: (error) => {
      // The server's own subscription check (the flag can be stale).
      if (error instanceof ApiError && error.message === MESSAGES.addSubscriptionFirst) void gate();
      else notifyError(errorMessage(error));
    },
  });
}

const DRAFT_STATUS: Record<DraftState, string> = {
  idle: '',
  unsaved: 'Unsaved changes',
  saving: 'Saving draft…',
  saved: 'Draft saved',
  failed: 'Could not save the draft',
};

function StepHeading({ title, step, draft }: { title: string; step: 1 | 2; draft: DraftState }) {
  return (
    <Group justify="space-between" align="baseline" mb="md">
      <Title order={2} fz={20}>
        {title}
      </Title>
      <Group gap="sm" align="baseline">
        <Text size="sm" c={draft === 'failed' ? 'red.8' : 'dimmed'} role="status">
          {DRAFT_STATUS[draft]}
        </Text>
        <Text c="dimmed" fw={600} aria-label={`Step ${step} of 2`}>
          ({step}/2)
        </Text>
      </Group>
    </Group>
  );
}

/**
 * The two-step service form (spec sections 2, 4 and 5): step 1 'Service Information', Next only
 * when it is complete; step 2 'Business Information' with Back and 'Go Live'. Errors show on
 * blur and input, and on Next and Go Live.
 */
export function ServiceForm({
  initial,
  initialStep = 1,
  userId,
  slug,
  serviceId,
}: {
  initial: ServiceFormValues;
  /** The step of a restored draft. */
  initialStep?: 1 | 2;
  userId: number;
  /** The service being edited (slug and id); none to add one. */
  slug?: string;
  serviceId?: number;
}) {
  const form = useForm<ServiceFormValues, unknown, ServiceFormOutput>({
    resolver: zodResolver(ServiceFormSchema),
    defaultValues: initial,
    mode: 'all',
  });
  const [step, setStep] = useState<1 | 2>(initialStep);
  const draft = useDraftAutosave(form, step, serviceId);
  const gate = useSubscriptionGate(draft);
  const { submit, pending } = useServiceSubmit(userId, slug, draft);

  const next = async () => {
    if (!(await form.trigger([...STEP_ONE_FIELDS], { shouldFocus: true }))) return;
    setStep(2);
    window.scrollTo({ top: 0 });
  };
  const goLive = form.handleSubmit(async (values) => {
    if (!hasSubscriptionFlag()) await gate();
    else await submit(values);
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void goLive(event)} aria-label="Service form">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          {step === 1 ? (
            <>
              <StepHeading title={MESSAGES.serviceInformation} step={1} draft={draft.state} />
              <ServiceInformationStep />
              <Group justify="flex-end" mt="xl">
                <Button
                  size="md"
                  onClick={() => void next()}
                  rightSection={<IconArrowRight size={18} aria-hidden="true" />}
                >
                  Next
                </Button>
              </Group>
            </>
          ) : (
            <>
              <StepHeading title={MESSAGES.businessInformation} step={2} draft={draft.state} />
              <BusinessInformationStep />
              <Stack mt="xl">
                <Group justify="space-between">
                  <Anchor component="button" type="button" onClick={() => setStep(1)} fw={600}>
                    Back
                  </Anchor>
                  <Button
                    type="submit"
                    size="md"
                    loading={pending}
                    leftSection={<IconRocket size={18} aria-hidden="true" />}
                  >
                    {MESSAGES.goLive}
                  </Button>
                </Group>
              </Stack>
            </>
          )}
        </Paper>
      </form>
      <LeaveGuard draft={draft} />
    </FormProvider>
  );
}
