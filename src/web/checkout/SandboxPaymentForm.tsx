import { Field, Form, useForm } from '@formisch/react';
import { Alert, Button, Grid, Group, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBarcode, IconCreditCard, IconCreditCardPay, IconQrcode, type Icon } from '@tabler/icons-react';
import { useState } from 'react';
import type { OrderRef } from '../../../machines/checkout/checkout';
import { formatDocument, maskCep, maskCpfOrCnpj } from '../../shared/documents';
import { formatCents } from '../../shared/money';
import { messages } from '../../shared/messages';
import type { PaymentSubmission } from '../../../machines/checkout/payment';
import type { PaymentMethodChoice } from '../../shared/schemas/checkout';
import type { Profile } from '../../shared/schemas/profile';
import { FormTextField } from '../ui/FormTextInput';
import { maskCardNumber, maskExpiry } from './card';
import { instalmentOptions, methodNames, newIdempotencyKey } from './payment-labels';
import { boletoFormSchema, cardFormSchema, paymentRequest, type PaymentChoice } from './payment-request';

export interface PaymentFormProps {
  order: OrderRef;
  profile: Profile;
  totalCents: number;
  maxInstalments: number;
  initialMethod: PaymentMethodChoice | null;
  submitting: boolean;
  onPay: (request: PaymentSubmission) => void;
}

const methods: Array<{ value: PaymentMethodChoice; icon: Icon; note: string }> = [
  { value: 'pix', icon: IconQrcode, note: 'Aprovação na hora' },
  // The card's note is the order's own limit (10x for a brand plan, 12x for a service): see SandboxPaymentForm.
  { value: 'credit_card', icon: IconCreditCard, note: '' },
  { value: 'debit_card', icon: IconCreditCardPay, note: 'À vista' },
  { value: 'boleto', icon: IconBarcode, note: 'Compensa em até 3 dias úteis' },
];

/** A text field of these forms: its typing through `mask` when given, its error once left, edited or the form sent. */
function MethodPicker({
  value,
  onChange,
  note,
}: {
  value: PaymentMethodChoice;
  onChange: (value: PaymentMethodChoice) => void;
  note: (method: PaymentMethodChoice) => string;
}) {
  return (
    <Radio.Group value={value} onChange={(next) => onChange(next as PaymentMethodChoice)} label="Forma de pagamento">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mt="xs">
        {methods.map(({ value: method, icon: MethodIcon }) => (
          <Radio.Card key={method} value={method} radius="md" p="sm" aria-label={methodNames[method]}>
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap">
                <MethodIcon size={22} stroke={1.6} aria-hidden color="var(--mantine-color-marca-8)" />
                <Radio.Indicator size="sm" />
              </Group>
              <Text fw={600} size="sm" lh={1.3}>
                {methodNames[method]}
              </Text>
              <Text size="xs" c="dimmed" lh={1.3}>
                {note(method)}
              </Text>
            </Stack>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

function CardForm({ debit, props }: { debit: boolean; props: PaymentFormProps }) {
  const form = useForm({
    schema: cardFormSchema,
    initialInput: { installments: debit ? '1' : String(props.maxInstalments) },
    validate: 'blur',
    revalidate: 'input',
  });
  const pay = (choice: PaymentChoice) =>
    props.onPay(paymentRequest(props.order, props.profile, choice, newIdempotencyKey()));
  return (
    <Form of={form} onSubmit={(card) => pay({ metodo: debit ? 'debit_card' : 'credit_card', card })}>
      <Stack gap="md">
        <Alert color="yellow" variant="light" p="xs">
          <Text size="sm">{messages.checkout.sandboxHint}</Text>
        </Alert>
        <FormTextField
          of={form}
          path={['cardholderName']}
          mask={(value) => value.toUpperCase()}
          label="Nome impresso no cartão"
          autoComplete="cc-name"
        />
        <FormTextField
          of={form}
          path={['number']}
          mask={maskCardNumber}
          label="Número do cartão"
          placeholder="0000 0000 0000 0000"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
        />
        <Grid gap="md">
          <Grid.Col span={6}>
            <FormTextField
              of={form}
              path={['expiry']}
              mask={maskExpiry}
              label="Validade"
              placeholder="MM/AA"
              inputMode="numeric"
              autoComplete="cc-exp"
              maxLength={5}
            />
          </Grid.Col>
          <Grid.Col span={6}>
            <FormTextField
              of={form}
              path={['cvv']}
              mask={(value) => value.replace(/\D/g, '').slice(0, 4)}
              label="CVV"
              placeholder="000"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
            />
          </Grid.Col>
        </Grid>
        {!debit && (
          <Field of={form} path={['installments']}>
            {(field) => (
              <Select
                label="Parcelas"
                data={instalmentOptions(props.totalCents, props.maxInstalments)}
                value={field.input ?? String(props.maxInstalments)}
                onChange={(value) => field.onChange(value ?? '1')}
                allowDeselect={false}
                checkIconPosition="right"
              />
            )}
          </Field>
        )}
        <Button type="submit" size="md" loading={props.submitting}>
          Pagar {formatCents(props.totalCents)}
        </Button>
      </Stack>
    </Form>
  );
}

function BoletoForm({ props }: { props: PaymentFormProps }) {
  const { profile } = props;
  const form = useForm({
    schema: boletoFormSchema,
    initialInput: {
      document: formatDocument(profile.CPF),
      cep: maskCep(profile.CEP),
      street: profile.Endereco,
      number: profile.Numero,
      neighborhood: profile.Bairro ?? '',
      city: profile.Cidade,
      uf: profile.Estado,
    },
    validate: 'blur',
    revalidate: 'input',
  });
  const text = (
    path: 'street' | 'number' | 'neighborhood' | 'city' | 'uf',
    label: string,
    extra: { autoComplete?: string; maxLength?: number; inputMode?: 'numeric' } = {},
  ) => <FormTextField of={form} path={[path]} label={label} {...extra} />;
  return (
    <Form
      of={form}
      onSubmit={(boleto) =>
        props.onPay(paymentRequest(props.order, profile, { metodo: 'boleto', boleto }, newIdempotencyKey()))
      }
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          O boleto é registrado no nome e no endereço do pagador.
        </Text>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <FormTextField
              of={form}
              path={['document']}
              mask={maskCpfOrCnpj}
              label="CPF ou CNPJ do pagador"
              maxLength={18}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <FormTextField
              of={form}
              path={['cep']}
              mask={maskCep}
              label="CEP"
              placeholder="00000-000"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={9}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 9 }}>{text('street', 'Rua', { autoComplete: 'address-line1' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 3 }}>{text('number', 'Número', { maxLength: 20 })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            {text('neighborhood', 'Bairro', { autoComplete: 'address-level3' })}
          </Grid.Col>
          <Grid.Col span={{ base: 8, sm: 5 }}>{text('city', 'Cidade', { autoComplete: 'address-level2' })}</Grid.Col>
          <Grid.Col span={{ base: 4, sm: 2 }}>
            {text('uf', 'UF', { autoComplete: 'address-level1', maxLength: 2 })}
          </Grid.Col>
        </Grid>
        <Button type="submit" size="md" loading={props.submitting}>
          Gerar boleto
        </Button>
      </Stack>
    </Form>
  );
}

function PixForm({ props }: { props: PaymentFormProps }) {
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Geramos um QR Code e um código copia e cola. Pague pelo app do seu banco: a confirmação chega em instantes e
        esta página avança sozinha.
      </Text>
      <Button
        size="md"
        loading={props.submitting}
        onClick={() => props.onPay(paymentRequest(props.order, props.profile, { metodo: 'pix' }, newIdempotencyKey()))}
      >
        Gerar Pix de {formatCents(props.totalCents)}
      </Button>
    </Stack>
  );
}

/** The sandbox provider's payment form (Pix, card, debit, boleto), in our look; the server plays the provider. */
export function SandboxPaymentForm(props: PaymentFormProps) {
  const [method, setMethod] = useState<PaymentMethodChoice>(props.initialMethod ?? 'pix');
  const note = (choice: PaymentMethodChoice) =>
    choice === 'credit_card'
      ? `Em até ${props.maxInstalments}x sem juros`
      : (methods.find((item) => item.value === choice)?.note ?? '');
  return (
    <Stack gap="lg">
      <MethodPicker value={method} onChange={setMethod} note={note} />
      {method === 'pix' && <PixForm props={props} />}
      {method === 'boleto' && <BoletoForm props={props} />}
      {method === 'credit_card' && <CardForm key="credit" debit={false} props={props} />}
      {method === 'debit_card' && <CardForm key="debit" debit props={props} />}
    </Stack>
  );
}
