import { Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';

import { FormButtons } from './form-buttons.tsx';

export type NameModalProps = {
  /** The name shown first (a rename), or null when closed. */
  initial: string | null;
  title: string;
  onClose: () => void;
  /** Saves the name; resolves to whether it worked (the modal closes then). */
  onSave: (name: string) => Promise<boolean>;
};

function NameForm({
  initial,
  onClose,
  onSave,
}: Omit<NameModalProps, 'title'> & { initial: string }) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Name is required');
      return;
    }
    if (await onSave(name.trim())) onClose();
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          description="The address (slug) in use stays the same"
          required
          maxLength={80}
          value={name}
          error={error}
          data-autofocus
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
        />
        <FormButtons onCancel={onClose} />
      </Stack>
    </form>
  );
}

/** Renames a category or a sub category. */
export function NameModal(props: NameModalProps) {
  return (
    <Modal opened={props.initial !== null} onClose={props.onClose} title={props.title} centered>
      {props.initial !== null ? (
        <NameForm initial={props.initial} onClose={props.onClose} onSave={props.onSave} />
      ) : null}
    </Modal>
  );
}
