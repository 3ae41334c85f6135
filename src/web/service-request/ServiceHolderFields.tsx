import { Autocomplete, Divider, Grid, Loader, Stack, Text, TextInput } from '@mantine/core';
import { maskCep } from '../../shared/documents';
import { NATIONALITY_CHOICES, NATIONALITY_HINT } from '../../shared/nationality';
import {
  holderAddressComplete,
  serviceHolderProblem,
  type ServiceHolder,
  type ServiceHolderInput,
} from '../../shared/schemas/service-request';
import { addressFields } from '../brand-wizard/brand-wizard-forms';
import { useCepLookup } from '../ui/use-cep-lookup';

/** What the form asks of the holder: nothing when the profile qualifies them; else nationality and/or the address. */
export interface HolderQuestions {
  nationality: boolean;
  address: boolean;
}

export function holderQuestions(holder: ServiceHolder | null): HolderQuestions | null {
  if (!holder || serviceHolderProblem(holder) === null) return null;
  return { nationality: !holder.pessoaJuridica, address: !holderAddressComplete(holder) };
}

/** The answers to start from: the profile's. A nationality is chosen or written, never assumed. */
export function holderValues(holder: ServiceHolder | null): ServiceHolderInput {
  const { pessoaJuridica: _, ...values } = holder ?? {
    pessoaJuridica: false,
    Nacionalidade: '',
    CEP: '',
    Endereco: '',
    Numero: '',
    Complemento: '',
    Bairro: '',
    Cidade: '',
    Estado: '',
  };
  return { ...values, CEP: maskCep(values.CEP) };
}

/** What goes in PUT's `titular`: only the fields asked. */
export function holderAnswers(questions: HolderQuestions, values: ServiceHolderInput): Partial<ServiceHolderInput> {
  const { Nacionalidade, ...address } = values;
  return { ...(questions.nationality && { Nacionalidade }), ...(questions.address && address) };
}

/**
 * "Quem assina a procuração": the INPI takes a procuração only with its grantor qualified in full, so an Oposição
 * or a Recurso asks here what the profile lacks (it is saved there with the form).
 */
export function ServiceHolderFields(props: {
  questions: HolderQuestions;
  values: ServiceHolderInput;
  onChange: (changes: Partial<ServiceHolderInput>) => void;
  readOnly: boolean;
}) {
  const { questions, values, onChange, readOnly } = props;
  const cep = useCepLookup(onChange);
  return (
    <Stack gap="sm">
      <Divider mt="sm" label="Quem assina a procuração" labelPosition="left" />
      <Text size="sm" c="dimmed">
        O INPI só aceita a procuração com a qualificação completa de quem a assina. Guardamos estes dados no seu perfil.
      </Text>
      <Grid gap="md">
        {questions.nationality && (
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Autocomplete
              label="Nacionalidade"
              withAsterisk
              data={[...NATIONALITY_CHOICES]}
              description={NATIONALITY_HINT}
              value={values.Nacionalidade}
              onChange={(value) => onChange({ Nacionalidade: value })}
              readOnly={readOnly}
              maxLength={60}
            />
          </Grid.Col>
        )}
        {questions.address &&
          addressFields.map((spec) => (
            <Grid.Col key={spec.key} span={{ base: 12, sm: spec.span }}>
              <TextInput
                label={spec.label}
                withAsterisk={spec.required}
                value={values[spec.key]}
                onChange={(event) => {
                  const value = spec.mask ? spec.mask(event.currentTarget.value) : event.currentTarget.value;
                  onChange({ [spec.key]: value });
                  if (spec.key === 'CEP') void cep.lookup(value);
                }}
                inputMode={spec.inputMode}
                autoComplete={spec.autoComplete}
                maxLength={spec.maxLength}
                readOnly={readOnly}
                placeholder={spec.key === 'CEP' ? '00000-000' : undefined}
                rightSection={
                  spec.key === 'CEP' && cep.looking ? <Loader size={16} aria-label="Buscando CEP" /> : undefined
                }
                error={spec.key === 'CEP' ? cep.error : undefined}
                description={spec.key === 'CEP' && !cep.error ? 'Com 8 dígitos, buscamos o endereço.' : undefined}
              />
            </Grid.Col>
          ))}
      </Grid>
    </Stack>
  );
}
