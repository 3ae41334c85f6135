import {
  Field,
  type FieldStore,
  type FormStore,
  type PathValue,
  type RequiredPath,
  type ValidPath,
} from '@formisch/react';
import { Autocomplete, type AutocompleteProps, TextInput, type TextInputProps } from '@mantine/core';
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
type InputProps = TextInputProps & {
  mask?: (value: string) => string;
  /** Answers offered in a list under the field; any other text may still be written. */
  suggestions?: readonly string[];
};

export function FormTextInput({
  field,
  submitted,
  mask,
  suggestions,
  ...props
}: InputProps & { field: TextField; submitted: boolean }) {
  // An error the form does not know of (a failed CEP lookup) is shown as well, never dropped.
  const error = props.error ?? (field.isEdited || submitted ? field.errors?.[0] : undefined);
  if (suggestions) {
    const { onChange: _, ...fieldProps } = field.props;
    return (
      <Autocomplete
        {...fieldProps}
        {...(props as AutocompleteProps)}
        data={[...suggestions]}
        value={field.input ?? ''}
        onChange={(value) => field.onChange(mask ? mask(value) : value)}
        error={error}
      />
    );
  }
  return (
    <TextInput
      {...field.props}
      value={field.input ?? ''}
      {...(mask && {
        onChange: (event: ChangeEvent<HTMLInputElement>) => field.onChange(mask(event.currentTarget.value)),
      })}
      {...props}
      error={error}
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
