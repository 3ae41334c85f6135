import { Field, Form, setInput, useForm } from '@formisch/react';
import { Divider, Grid, Loader, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { HolderDetails } from '../ui/HolderDetails';
import { useBrandWizard } from './brand-wizard-context';
import { addressFields, addressFormSchema, addressFromCep, addressOf, type AddressKey } from './brand-wizard-forms';
import { WizardFrame } from './WizardFrame';

/** /titular: the holder's identity (read-only) and address; a full CEP looks the address up. */
export function TitularScreen() {
  const { state, send } = useBrandWizard();
  const holder = state.context.wizard!.titular;
  const form = useForm({
    schema: addressFormSchema,
    initialInput: addressOf(holder),
    validate: 'submit',
    revalidate: 'input',
  });
  const lookingUp = state.matches({ editing: { titular: 'lookingUpCep' } });
  const saving = state.matches('savingAddress');
  const { cepAddress, cepError } = state.context;

  // A lookup's answer fills street, city and state; the customer can still change them by hand.
  useEffect(() => {
    if (!cepAddress) return;
    for (const [key, value] of Object.entries(addressFromCep(cepAddress)))
      setInput(form, { path: [key as AddressKey], input: value });
  }, [cepAddress, form]);

  return (
    <WizardFrame
      screen="titular"
      title="Dados do titular"
      lead="Confira seus dados e informe o endereço do titular da marca, que vai na procuração e no pedido ao INPI."
      error={state.context.error}
      nav={{ onBack: () => send({ type: 'BACK' }), form: 'titular-form', busy: saving }}
    >
      <HolderDetails profile={holder} />
      <Text size="xs" c="dimmed" mt="sm">
        Para corrigir nome, e-mail ou telefone, use “Editar perfil”.
      </Text>
      <Divider my="md" label="Endereço" labelPosition="left" />
      <Form of={form} id="titular-form" onSubmit={(address) => send({ type: 'SUBMIT_ADDRESS', address })}>
        <Grid gap="md">
          {addressFields.map((spec) => (
            <Grid.Col key={spec.key} span={{ base: 12, sm: spec.span }}>
              <Field of={form} path={[spec.key]}>
                {(field) => (
                  <TextInput
                    {...field.props}
                    label={spec.label}
                    withAsterisk={spec.required}
                    value={field.input ?? ''}
                    onChange={(event) => {
                      const value = spec.mask ? spec.mask(event.currentTarget.value) : event.currentTarget.value;
                      field.onChange(value);
                      if (spec.key === 'CEP') send({ type: 'LOOKUP_CEP', cep: value });
                    }}
                    inputMode={spec.inputMode}
                    autoComplete={spec.autoComplete}
                    maxLength={spec.maxLength}
                    readOnly={saving}
                    placeholder={spec.key === 'CEP' ? '00000-000' : undefined}
                    rightSection={
                      spec.key === 'CEP' && lookingUp ? <Loader size={16} aria-label="Buscando CEP" /> : undefined
                    }
                    error={(spec.key === 'CEP' && cepError) || field.errors?.[0]}
                    description={spec.key === 'CEP' && !cepError ? 'Com 8 dígitos, buscamos o endereço.' : undefined}
                  />
                )}
              </Field>
            </Grid.Col>
          ))}
        </Grid>
      </Form>
    </WizardFrame>
  );
}
