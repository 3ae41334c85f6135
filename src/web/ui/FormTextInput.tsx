import type { FieldStore } from '@formisch/react';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent } from 'react';

type TextField = Pick<FieldStore, 'props' | 'isTouched' | 'isEdited' | 'errors'> & {
  input: string | undefined;
  onChange: (value: string) => void;
};

/**
 * A formisch text field as a Mantine input, wired one way in every form: its mask applied as the customer types,
 * its error shown once the field was edited or the form sent (tabbing through an empty form leaves it calm).
 */
export function FormTextInput({
  field,
  submitted,
  mask,
  ...props
}: TextInputProps & { field: TextField; submitted: boolean; mask?: (value: string) => string }) {
  return (
    <TextInput
      {...field.props}
      value={field.input ?? ''}
      {...(mask && {
        onChange: (event: ChangeEvent<HTMLInputElement>) => field.onChange(mask(event.currentTarget.value)),
      })}
      {...props}
      error={field.isEdited || submitted ? field.errors?.[0] : undefined}
    />
  );
}
