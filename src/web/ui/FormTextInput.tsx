import {
  Field,
  type FieldStore,
  type FormStore,
  type PathValue,
  type RequiredPath,
  type ValidPath,
} from '@formisch/react';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent } from 'react';
import type * as v from 'valibot';

type TextField = Pick<FieldStore, 'props' | 'isTouched' | 'isEdited' | 'errors'> & {
  input: string | undefined;
  onChange: (value: string) => void;
};

/**
 * A formisch text field as a Mantine input, wired one way in every form: its mask applied as the customer types,
 * its error shown once the field was edited or the form sent (tabbing through an empty form leaves it calm).
 */
type InputProps = TextInputProps & { mask?: (value: string) => string };

export function FormTextInput({
  field,
  submitted,
  mask,
  ...props
}: InputProps & { field: TextField; submitted: boolean }) {
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

type FormSchema = v.GenericSchema<Record<string, unknown>>;

/** A text field of `form` at `path`, as FormTextInput draws it: the one line each form's text fields take. */
export function FormTextField<TSchema extends FormSchema, TFieldPath extends RequiredPath>({
  of,
  path,
  ...props
}: InputProps & {
  of: FormStore<TSchema>;
  path: ValidPath<v.InferInput<TSchema>, TFieldPath> &
    (PathValue<v.InferInput<TSchema>, TFieldPath> extends string | undefined ? unknown : never);
}) {
  // The path's type above lets only a text field through, which TypeScript cannot see inside.
  return (
    <Field<TSchema, TFieldPath> of={of} path={path}>
      {(field) => <FormTextInput field={field as unknown as TextField} submitted={of.isSubmitted} {...props} />}
    </Field>
  );
}
