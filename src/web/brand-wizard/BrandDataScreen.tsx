import { Field, Form, getInput, useForm } from '@formisch/react';
import { useEffect } from 'react';
import { Collapse, Grid, Group, Radio, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { classPickerMachine } from '../../../machines/brand-wizard/class-picker';
import { ClassesPicker } from './ClassesPicker';
import { BRAND_TYPES, type BrandDataInput } from '../../shared/schemas/brand-wizard';
import { todayInBrazil } from '../../shared/time/brasilia';
import { useBrandWizard } from './brand-wizard-context';
import {
  brandDataInput,
  brandFormSchema,
  brandFormValues,
  brandTypeHelp,
  maskInternationalNumber,
} from './brand-wizard-forms';
import { WizardFrame } from './WizardFrame';
import { FormTextField } from '../ui/FormTextInput';
/** /marca: the brand itself. Name and type are required (the machine says so); the rest helps the filing. */
export function BrandDataScreen() {
  const { state, send } = useBrandWizard();
  const form = useForm({
    schema: brandFormSchema,
    initialInput: brandFormValues(state.context.wizard!.marca),
    validate: 'submit',
    revalidate: 'input',
  });
  const picker = useActorRef(classPickerMachine, { input: { classes: state.context.wizard!.marca.classes } });
  const classes = useSelector(picker, (snapshot) => snapshot);
  const saving = state.matches('savingBrand');
  const { nome, tipo } = getInput(form);
  const chosen = classes.context.classes;
  // A refusal goes as soon as what it asked for is there: the name and the type, or every class filled.
  useEffect(() => {
    send({
      type: 'EDIT_BRAND',
      brand: { nome: nome ?? null, tipo: (tipo || null) as BrandDataInput['tipo'], classes: chosen },
    });
  }, [nome, tipo, chosen, send]);

  return (
    <WizardFrame
      screen="marca"
      title="Dados da marca"
      lead="Conte como é a sua marca. Nome, tipo e ao menos uma classe são obrigatórios; o resto nos ajuda a escolher a melhor proteção."
      error={state.context.error}
      nav={{ onBack: () => send({ type: 'BACK' }), form: 'brand-form', busy: saving }}
    >
      <Form
        of={form}
        id="brand-form"
        onSubmit={(values) => send({ type: 'SUBMIT_BRAND', brand: brandDataInput(values, chosen) })}
      >
        <Stack gap="md">
          <FormTextField
            of={form}
            path={['nome']}
            label="Nome da marca"
            withAsterisk
            readOnly={saving}
            maxLength={200}
          />
          <Field of={form} path={['tipo']}>
            {(field) => (
              <Radio.Group
                label="Tipo da marca"
                withAsterisk
                value={field.input ?? ''}
                onChange={(value) => field.onChange(value)}
                error={field.errors?.[0]}
              >
                <Grid gap="sm" mt={6}>
                  {BRAND_TYPES.map((type) => (
                    <Grid.Col key={type} span={{ base: 12, sm: 4 }}>
                      <Radio.Card value={type} radius="md" p="sm" h="100%" disabled={saving}>
                        <Group wrap="nowrap" align="flex-start" gap="sm">
                          <Radio.Indicator mt={2} />
                          <Stack gap={2}>
                            <Text size="sm" fw={600}>
                              {type}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {brandTypeHelp[type]}
                            </Text>
                          </Stack>
                        </Group>
                      </Radio.Card>
                    </Grid.Col>
                  ))}
                </Grid>
              </Radio.Group>
            )}
          </Field>
          <ClassesPicker state={classes} picker={picker} readOnly={saving} brandName={nome ?? ''} />
          <FormTextField
            of={form}
            path={['areaAtuacao']}
            label="Área de atuação"
            placeholder="Ex.: cafeteria, moda infantil, software"
            readOnly={saving}
            maxLength={200}
          />
          <Field of={form} path={['descricao']}>
            {(field) => (
              <Textarea
                {...field.props}
                label="Descrição"
                placeholder="O que a marca identifica e como ela é usada"
                autosize
                minRows={3}
                value={field.input ?? ''}
                error={field.errors?.[0]}
                readOnly={saving}
                maxLength={2000}
              />
            )}
          </Field>
          <Field of={form} path={['marcaJaUtilizada']}>
            {(used) => (
              <Stack gap="xs">
                <Switch
                  label="A marca já é usada"
                  checked={used.input ?? false}
                  onChange={(event) => used.onChange(event.currentTarget.checked)}
                  disabled={saving}
                />
                <Collapse expanded={used.input ?? false}>
                  <Field of={form} path={['dataPrimeiroUso']}>
                    {(field) => (
                      <TextInput
                        {...field.props}
                        type="date"
                        label="Data do primeiro uso"
                        max={todayInBrazil()}
                        value={field.input ?? ''}
                        error={field.errors?.[0]}
                        readOnly={saving}
                        maw={260}
                      />
                    )}
                  </Field>
                </Collapse>
              </Stack>
            )}
          </Field>
          <Field of={form} path={['registroInternacional']}>
            {(abroad) => (
              <Stack gap="xs">
                <Switch
                  label="A marca tem registro em outro país"
                  checked={abroad.input ?? false}
                  onChange={(event) => abroad.onChange(event.currentTarget.checked)}
                  disabled={saving}
                />
                <Collapse expanded={abroad.input ?? false}>
                  <Grid gap="sm">
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <Field of={form} path={['numeroRegistroInternacional']}>
                        {(field) => (
                          <TextInput
                            {...field.props}
                            label="Número do registro internacional"
                            description="Só letras e números."
                            value={field.input ?? ''}
                            onChange={(event) => field.onChange(maskInternationalNumber(event.currentTarget.value))}
                            error={field.errors?.[0]}
                            readOnly={saving}
                            autoCapitalize="characters"
                          />
                        )}
                      </Field>
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <FormTextField
                        of={form}
                        path={['paisDeRegistro']}
                        label="País de registro"
                        readOnly={saving}
                        maxLength={100}
                      />
                    </Grid.Col>
                  </Grid>
                </Collapse>
              </Stack>
            )}
          </Field>
        </Stack>
      </Form>
    </WizardFrame>
  );
}
