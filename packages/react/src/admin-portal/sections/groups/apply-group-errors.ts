import type { UseFormSetError } from 'react-hook-form';
import { splitFieldErrors } from '../users/field-errors';
import type { GroupFormValues } from './group-form-values';

const FIELDS = ['name', 'color', 'description', 'roleIds', 'userIds'] as const;

/**
 * Puts the server's refusals of a group's create or edit next to their fields (a taken name next to the name) and
 * answers what is left for the top of the dialog.
 */
export function applyGroupErrors(error: unknown, setError: UseFormSetError<GroupFormValues>): string | undefined {
  const { issues, form } = splitFieldErrors(error, FIELDS, { 'group.name_taken': 'name' });
  for (const issue of issues) setError(issue.field as (typeof FIELDS)[number], { message: issue.message });
  return form;
}
