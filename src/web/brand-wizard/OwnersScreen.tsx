import { Field, FieldArray, Form, getInput, insert, remove, setInput, useForm } from '@formisch/react';
import {
  ActionIcon,
  Button,
  Card,
  Grid,
  Group,
  SegmentedControl,
  Stack,
  Text,
  type TextInputProps,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { maskCep, maskDocument, type DocumentType } from '../../shared/documents';
import { NATIONALITY_CHOICES, NATIONALITY_HINT } from '../../shared/nationality';
import { MAX_OWNERS, type OwnerAddress } from '../../shared/schemas/brand-wizard';
import { useBrandWizard } from './brand-wizard-context';
import {
  documentAfterTypeChange,
  emptyOwner,
  holderAddress,
  maskState,
  ownersFormSchema,
  ownersFormValues,
} from './brand-wizard-forms';
import { WizardFrame } from './WizardFrame';
import { FormTextField } from '../ui/FormTextInput';

/** An owner's and a company representative's nationality: chosen or written, never assumed. */
const nationalityField = {
  suggestions: NATIONALITY_CHOICES,
  description: NATIONALITY_HINT,
  withAsterisk: true,
  maxLength: 60,
};

const documentTypes = [
  { value: 'cpf', label: 'CPF' },
  { value: 'cnpj', label: 'CNPJ' },
];

/** Each owner's address, in the order and widths of the power of attorney's qualification. */
const ownerAddressFields: Array<
  { key: keyof OwnerAddress; span: { base: number; sm: number } } & Pick<
    TextInputProps,
    'label' | 'withAsterisk' | 'inputMode' | 'maxLength' | 'placeholder'
  > & { mask?: (value: string) => string }
> = [
  {
    key: 'cep',
    span: { base: 12, sm: 4 },
    mask: maskCep,
    label: 'CEP',
    withAsterisk: true,
    inputMode: 'numeric',
    maxLength: 9,
    placeholder: '00000-000',
  },
  { key: 'logradouro', span: { base: 12, sm: 8 }, label: 'Endereço', withAsterisk: true, maxLength: 200 },
  { key: 'numero', span: { base: 6, sm: 3 }, label: 'Número', withAsterisk: true, maxLength: 10 },
  { key: 'complemento', span: { base: 6, sm: 3 }, label: 'Complemento', maxLength: 100 },
  { key: 'bairro', span: { base: 12, sm: 6 }, label: 'Bairro', maxLength: 100 },
  { key: 'cidade', span: { base: 8, sm: 4 }, label: 'Cidade', withAsterisk: true, maxLength: 100 },
  { key: 'estado', span: { base: 4, sm: 2 }, mask: maskState, label: 'UF', withAsterisk: true, maxLength: 2 },
];

/**
 * /add-titular: everyone who owns the brand, with add and remove; the document mask follows its type. Each
 * owner has their own address (the power of attorney qualifies each with theirs); a company names the legal
 * representative who signs for it.
 */
export function OwnersScreen() {
  const { state, send } = useBrandWizard();
  const wizard = state.context.wizard!;
  const form = useForm({
    schema: ownersFormSchema,
    initialInput: { owners: ownersFormValues(wizard.proprietarios, wizard.titular) },
    validate: 'submit',
    revalidate: 'input',
  });
  const saving = state.matches('savingOwners');

  return (
    <WizardFrame
      screen="add-titular"
      title="Proprietários da marca"
      lead="Quem será dono da marca no INPI. Se houver mais de um, adicione cada pessoa ou empresa."
      error={state.context.error}
      nav={{ onBack: () => send({ type: 'BACK' }), form: 'owners-form', busy: saving }}
    >
      <Form of={form} id="owners-form" onSubmit={(output) => send({ type: 'SUBMIT_OWNERS', owners: output.owners })}>
        <FieldArray of={form} path={['owners']}>
          {(owners) => (
            <Stack gap="md">
              {owners.items.map((item, index) => (
                <Card
                  key={item}
                  withBorder
                  padding="md"
                  radius="md"
                  component="fieldset"
                  aria-label={`Proprietário ${index + 1}`}
                  m={0}
                >
                  <Group justify="space-between" mb="xs" wrap="nowrap">
                    <Text fw={600}>Proprietário {index + 1}</Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remover proprietário ${index + 1}`}
                      disabled={owners.items.length === 1 || saving}
                      onClick={() => remove(form, { path: ['owners'], at: index })}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                  <Grid gap="sm">
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <FormTextField
                        of={form}
                        path={['owners', index, 'nome']}
                        label="Nome completo ou razão social"
                        withAsterisk
                        readOnly={saving}
                        maxLength={120}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <FormTextField
                        of={form}
                        path={['owners', index, 'email']}
                        type="email"
                        label="E-mail"
                        withAsterisk
                        readOnly={saving}
                        inputMode="email"
                      />
                    </Grid.Col>
                    <Field of={form} path={['owners', index, 'tipoDoc']}>
                      {(typeField) => {
                        const type = (typeField.input ?? 'cpf') as DocumentType;
                        return (
                          <>
                            <Grid.Col span={{ base: 12, sm: 4 }}>
                              <Stack gap={4}>
                                <Text size="sm" fw={500} component="span" id={`owner-${item}-type`}>
                                  Documento
                                </Text>
                                <SegmentedControl
                                  fullWidth
                                  data={documentTypes}
                                  value={type}
                                  readOnly={saving}
                                  aria-labelledby={`owner-${item}-type`}
                                  onChange={(value) => {
                                    typeField.onChange(value as DocumentType);
                                    const typed = getInput(form, { path: ['owners', index, 'docNum'] }) ?? '';
                                    setInput(form, {
                                      path: ['owners', index, 'docNum'],
                                      input: documentAfterTypeChange(typed, type, value as DocumentType),
                                    });
                                  }}
                                />
                              </Stack>
                            </Grid.Col>
                            <Grid.Col span={{ base: 12, sm: 8 }}>
                              <FormTextField
                                of={form}
                                path={['owners', index, 'docNum']}
                                mask={(value) => maskDocument(value, type)}
                                label={type === 'cnpj' ? 'CNPJ' : 'CPF'}
                                withAsterisk
                                readOnly={saving}
                                inputMode={type === 'cnpj' ? 'text' : 'numeric'}
                                maxLength={type === 'cnpj' ? 18 : 14}
                                placeholder={type === 'cnpj' ? '00.000.000/0000-00' : '000.000.000-00'}
                                autoCapitalize="characters"
                              />
                            </Grid.Col>
                            {type === 'cpf' ? (
                              <Grid.Col span={{ base: 12, sm: 6 }}>
                                <FormTextField
                                  of={form}
                                  path={['owners', index, 'nacionalidade']}
                                  label="Nacionalidade"
                                  readOnly={saving}
                                  {...nationalityField}
                                />
                              </Grid.Col>
                            ) : (
                              <>
                                <Grid.Col span={{ base: 12, sm: 7 }}>
                                  <FormTextField
                                    of={form}
                                    path={['owners', index, 'representante', 'nome']}
                                    label="Representante legal (quem assina pela empresa)"
                                    withAsterisk
                                    readOnly={saving}
                                    maxLength={120}
                                  />
                                </Grid.Col>
                                <Grid.Col span={{ base: 12, sm: 5 }}>
                                  <FormTextField
                                    of={form}
                                    path={['owners', index, 'representante', 'cpf']}
                                    mask={(value) => maskDocument(value, 'cpf')}
                                    label="CPF do representante"
                                    withAsterisk
                                    readOnly={saving}
                                    inputMode="numeric"
                                    maxLength={14}
                                    placeholder="000.000.000-00"
                                  />
                                </Grid.Col>
                                <Grid.Col span={{ base: 12, sm: 7 }}>
                                  <FormTextField
                                    of={form}
                                    path={['owners', index, 'representante', 'nacionalidade']}
                                    label="Nacionalidade do representante"
                                    readOnly={saving}
                                    {...nationalityField}
                                  />
                                </Grid.Col>
                              </>
                            )}
                          </>
                        );
                      }}
                    </Field>
                  </Grid>
                  <Group justify="space-between" mt="md" mb="xs">
                    <Text fw={500} size="sm">
                      Endereço deste proprietário
                    </Text>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      disabled={saving}
                      onClick={() =>
                        setInput(form, { path: ['owners', index, 'endereco'], input: holderAddress(wizard.titular) })
                      }
                    >
                      Usar o endereço do titular
                    </Button>
                  </Group>
                  <Grid gap="sm">
                    {ownerAddressFields.map(({ key, span, ...input }) => (
                      <Grid.Col key={key} span={span}>
                        <FormTextField
                          of={form}
                          path={['owners', index, 'endereco', key]}
                          readOnly={saving}
                          {...input}
                        />
                      </Grid.Col>
                    ))}
                  </Grid>
                </Card>
              ))}
              {owners.errors && (
                <Text c="red" size="sm" role="alert">
                  {owners.errors[0]}
                </Text>
              )}
              {owners.items.length < MAX_OWNERS && (
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  onClick={() => insert(form, { path: ['owners'], initialInput: emptyOwner() })}
                  disabled={saving}
                  style={{ alignSelf: 'flex-start' }}
                >
                  Adicionar proprietário
                </Button>
              )}
            </Stack>
          )}
        </FieldArray>
      </Form>
    </WizardFrame>
  );
}
