import { Field, type FormStore } from '@formisch/react';
import { PasswordInput, Stack } from '@mantine/core';
import type { newPasswordFormSchema } from '../../shared/schemas/new-password';

/** The two password fields with show/hide toggles; errors show as the customer types. */
export function NewPasswordFields({ form }: { form: FormStore<typeof newPasswordFormSchema> }) {
  return (
    <Stack gap="sm">
      <Field of={form} path={['newPassword']}>
        {(field) => (
          <PasswordInput
            {...field.props}
            value={field.input ?? ''}
            label="Nova senha"
            autoComplete="new-password"
            description="Pelo menos 8 caracteres"
            error={field.isEdited || field.isTouched ? field.errors?.[0] : undefined}
          />
        )}
      </Field>
      <Field of={form} path={['confirmation']}>
        {(field) => (
          <PasswordInput
            {...field.props}
            value={field.input ?? ''}
            label="Confirmação da senha"
            autoComplete="new-password"
            error={field.isEdited || field.isTouched ? field.errors?.[0] : undefined}
          />
        )}
      </Field>
    </Stack>
  );
}
