import { Field, Form, getInput, useForm } from '@formisch/react';
import { Alert, Button, Card, Grid, Group, Loader, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import * as v from 'valibot';
import type { SignUpValues } from '../../../machines/checkout/checkout';
import { findEntry } from '../../shared/catalogue';
import { maskCpfOrCnpj, maskPhone } from '../../shared/documents';
import { messages } from '../../shared/messages';
import { signUpFormSchema } from '../../shared/schemas/auth';
import { FormTextField } from '../ui/FormTextInput';
import { useCheckout } from './checkout-context';
import { CheckoutSteps } from './CheckoutSteps';
import { LoginButton } from '../account/LoginButton';
import { ButtonLink } from '../ui/ButtonLink';
import { wrappingButtonStyles } from '../ui/wrapping-button';
import { FeatureList, PriceBlock } from '../ui/PlanCards';
import { useToast } from '../ui/toast';
import { usePageTitle } from '../use-page-title';
import { OfficialFees } from './OfficialFees';
import { TermsCheckbox } from '../ui/TermsCheckbox';
import { WhatsappOptInCheckbox } from '../ui/WhatsappOptInCheckbox';
import { PageHeading } from '../ui/PageHeading';

type FieldState = { isTouched: boolean; isEdited: boolean; errors: [string, ...string[]] | null };

/** The form's fields by the words of their labels, for the line under the button that says what is missing. */
const fieldLabels: Record<string, string> = {
  fullName: 'Nome completo',
  email: 'E-mail',
  cpf: 'CPF ou CNPJ',
  phone: 'Telefone',
  password: 'Senha',
  confirmation: 'Confirme a senha',
  terms: 'termos de uso',
};
const MISSING_ID = 'cadastro-pendencias';

/** The labels of the fields the form would refuse now, in the form's order. */
function missingFields(input: unknown): string[] {
  const result = v.safeParse(signUpFormSchema, input);
  if (result.success) return [];
  const keys = new Set(result.issues.map((issue) => String(issue.path?.[0]?.key ?? '')));
  return Object.keys(fieldLabels)
    .filter((key) => keys.has(key))
    .map((key) => fieldLabels[key]!);
}

/** /confirmplan: the chosen plan from the catalogue and the holder form; existing customers log in instead. */
export function SignUpScreen() {
  const toast = useToast();
  const { state, send } = useCheckout();
  const planId = state.context.planId!;
  const entry = findEntry(planId)!;
  usePageTitle(`Contratar ${entry.title}`);
  const form = useForm({
    schema: signUpFormSchema,
    initialInput: { planoID: planId },
    validate: 'blur',
    revalidate: 'input',
  });
  const registering = state.matches({ signUp: 'registering' });
  const registered = state.matches({ signUp: 'registered' });
  const input = getInput(form);
  const typed: SignUpValues = {
    fullName: input.fullName ?? '',
    email: input.email ?? '',
    cpf: input.cpf ?? '',
    phone: input.phone ?? '',
    password: input.password ?? '',
    confirmation: input.confirmation ?? '',
    terms: input.terms === true,
    aceitaWhatsapp: input.aceitaWhatsapp === true,
  };
  // The machine's guard decides: 8+ characters, matching confirmation, terms ticked, not already sending. The
  // button stays pressable: pressing it with something missing moves focus to the first field in error.
  const canSubmit = state.can({ type: 'SUBMIT', holder: typed });
  const missing = missingFields(input);
  // A field shows its error once it was edited or the form sent: tabbing through an empty form leaves it calm.
  const shown = (field: FieldState) => (field.isEdited || form.isSubmitted ? field.errors?.[0] : undefined);
  const confirmationError = (field: FieldState) =>
    typed.confirmation && typed.password !== typed.confirmation ? messages.register.passwordMismatch : shown(field);
  // A refusal from the server takes focus, so a screen reader reads it and the keyboard starts from there.
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.context.error) alertRef.current?.focus();
  }, [state.context.error]);

  useEffect(() => {
    if (registered && state.context.notice) toast({ color: 'green', message: state.context.notice, autoClose: 2000 });
  }, [registered, state.context.notice, toast]);

  return (
    <Stack gap="xl">
      <CheckoutSteps screen="confirmplan" signedUp={false} />
      <PageHeading
        title={<>Contratar {entry.title}</>}
        lead="Crie sua conta para seguir para o pagamento. Leva menos de um minuto."
        look="checkout"
      />
      <Grid gap="xl">
        {/* On a phone the form comes first: the plan's card, with the official fees, would push it ~1,300 px down. */}
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 2, md: 1 }}>
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="md">
              <Title order={2} fz={22}>
                {entry.title}
              </Title>
              <Text size="sm" c="dimmed">
                {entry.summary}
              </Text>
              <PriceBlock entry={entry} />
              <FeatureList features={entry.features} />
              <OfficialFees planId={entry.planId} />
              <ButtonLink to="/" hash="planos" variant="subtle" leftSection={<IconArrowLeft size={16} />} px={0}>
                Ver outros planos
              </ButtonLink>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 1, md: 2 }}>
          <Card withBorder radius="lg" padding="lg" shadow="sm">
            {registered ? (
              <Stack align="center" ta="center" py="xl" gap="md">
                <Alert color="green" variant="light" role="status" w="100%">
                  {state.context.notice}
                </Alert>
                <Loader size="sm" />
              </Stack>
            ) : (
              <Form of={form} onSubmit={(output) => canSubmit && send({ type: 'SUBMIT', holder: output })}>
                <Stack gap="md">
                  <Group justify="space-between" align="baseline">
                    <Title order={2} fz={20}>
                      Dados do titular
                    </Title>
                    <Group gap={6}>
                      <Text size="sm" c="dimmed">
                        Já é cliente?
                      </Text>
                      <LoginButton planId={planId} label="Já tenho conta" variant="subtle" size="compact-sm" />
                    </Group>
                  </Group>
                  <FormTextField of={form} path={['fullName']} label="Nome completo" autoComplete="name" required />
                  <FormTextField
                    of={form}
                    path={['email']}
                    label="E-mail"
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    required
                  />
                  <Grid gap="md">
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <FormTextField
                        of={form}
                        path={['cpf']}
                        mask={maskCpfOrCnpj}
                        label="CPF ou CNPJ"
                        placeholder="000.000.000-00"
                        maxLength={18}
                        autoComplete="off"
                        required
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <FormTextField
                        of={form}
                        path={['phone']}
                        mask={maskPhone}
                        label="Telefone"
                        placeholder="(00) 00000-0000"
                        maxLength={15}
                        type="tel"
                        inputMode="tel"
                        autoComplete="tel-national"
                        required
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <Field of={form} path={['password']}>
                        {(field) => (
                          <PasswordInput
                            {...field.props}
                            value={field.input ?? ''}
                            label="Senha"
                            // The hint goes under the field so both password boxes line up side by side; once
                            // the error says the same, the hint steps aside rather than repeat it.
                            description={shown(field) ? undefined : 'Pelo menos 8 caracteres'}
                            inputWrapperOrder={['label', 'input', 'description', 'error']}
                            autoComplete="new-password"
                            required
                            error={shown(field)}
                            aria-invalid={Boolean(shown(field)) || undefined}
                          />
                        )}
                      </Field>
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <Field of={form} path={['confirmation']}>
                        {(field) => (
                          <PasswordInput
                            {...field.props}
                            value={field.input ?? ''}
                            label="Confirme a senha"
                            autoComplete="new-password"
                            required
                            error={confirmationError(field)}
                            aria-invalid={Boolean(confirmationError(field)) || undefined}
                          />
                        )}
                      </Field>
                    </Grid.Col>
                  </Grid>
                  <Field of={form} path={['aceitaWhatsapp']}>
                    {(field) => <WhatsappOptInCheckbox {...field.props} checked={field.input === true} />}
                  </Field>
                  <Field of={form} path={['terms']}>
                    {(field) => (
                      <TermsCheckbox
                        {...field.props}
                        checked={field.input === true}
                        error={shown(field)}
                        aria-invalid={Boolean(shown(field)) || undefined}
                      />
                    )}
                  </Field>
                  {state.context.error && (
                    <Alert color="red" variant="light" role="alert" ref={alertRef} tabIndex={-1}>
                      {state.context.error}
                    </Alert>
                  )}
                  <Button
                    type="submit"
                    size="md"
                    fullWidth
                    disabled={registering}
                    aria-describedby={missing.length > 0 ? MISSING_ID : undefined}
                    styles={wrappingButtonStyles}
                  >
                    {registering ? messages.register.processing : 'Continuar para o pagamento'}
                  </Button>
                  <Text id={MISSING_ID} size="sm" c="dimmed" aria-live="polite">
                    {missing.length > 0 && messages.register.missing(missing)}
                  </Text>
                </Stack>
              </Form>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
