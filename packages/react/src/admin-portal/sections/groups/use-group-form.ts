import { useState, type FormEvent } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { applyGroupErrors } from './apply-group-errors';
import type { GroupFormValues } from './group-form-values';

/** What the group form dialogs hold: the form, the error that belongs to no field, and the form's submit handler. */
export interface GroupForm {
  form: UseFormReturn<GroupFormValues>;
  formError: string | undefined;
  submit(event: FormEvent<HTMLFormElement>): void;
}

/**
 * The create and edit dialogs' form: `send` does the dialog's own calls; a refusal is put by the field it is about,
 * or above the form, the same way in both.
 */
export function useGroupForm(defaultValues: GroupFormValues, send: (values: GroupFormValues) => Promise<void>): GroupForm {
  const [formError, setFormError] = useState<string>();
  const form = useForm<GroupFormValues>({ defaultValues });
  const handle = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await send(values);
    } catch (error) {
      setFormError(applyGroupErrors(error, form.setError));
    }
  });
  return { form, formError, submit: (event) => void handle(event) };
}
