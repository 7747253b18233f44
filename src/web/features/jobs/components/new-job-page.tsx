import { Alert, Container, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { paths } from '#shared/pages.ts';
import { PageHeading } from '../../../components/page-heading/page-heading.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCategoryList } from '../../../lib/catalogue-queries.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePostJob } from '../api/jobs-api.ts';
import { jobFormData, type JobFormValues } from '../lib/job-form.ts';
import { prefillFromQuery, serviceFromQuery } from '../lib/prefill.ts';
import { TEXTS } from '../lib/texts.ts';
import { JobForm } from './job-form.tsx';

/**
 * /jobs/new (issue 26 §1): the job form, started from the query of the way in (sub, city,
 * suburb, and `service` to invite that service at once). Posted, it opens the job's page,
 * where the member invites providers.
 */
export function NewJobPage() {
  usePageMeta(TEXTS.newTitle);
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const { data: list, isPending } = useCategoryList();
  const post = usePostJob();
  const [failure, setFailure] = useState<string | null>(null);
  const serviceId = serviceFromQuery(query);

  const submit = (values: JobFormValues) => {
    setFailure(null);
    post.mutate(jobFormData(values, serviceId), {
      onSuccess: (answer) => {
        notifySuccess(answer.message || TEXTS.posted);
        void navigate(paths.job(String(answer.job.id)));
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeading title={TEXTS.newTitle} description={TEXTS.newDescription} titleSize={32} />
        {serviceId ? <Alert color="blue">{TEXTS.preInvited}</Alert> : null}
        {failure ? (
          <Alert color="red" role="alert" title="Your job was not posted">
            {failure}
          </Alert>
        ) : null}
        {isPending ? (
          <Loader aria-label="Loading" />
        ) : (
          <JobForm
            prefill={prefillFromQuery(query, list)}
            busy={post.isPending}
            onSubmit={submit}
          />
        )}
      </Stack>
    </Container>
  );
}
