import { Field, Form, reset, setInput, useForm } from '@formisch/react';
import { Button, Card, Grid, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAt, IconEdit, IconLock } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDocument, maskCep, maskPhone } from '../../shared/documents';
import { messages } from '../../shared/messages';
import { profileFormSchema, type Profile } from '../../shared/schemas/profile';
import { errorMessage } from '../api/client';
import { updateProfile } from '../api/profile';
import { saveUser } from '../session';
import { useToast } from '../ui/toast';
import { usePageTitle } from '../use-page-title';
import { EmailChangeModal } from './EmailChangeModal';
import { PrivacyCard } from './PrivacyCard';
import { ChangePasswordModal } from './ChangePasswordModal';
import { profileFields } from './profile-fields';
import { FormTextInput } from '../ui/FormTextInput';
import { WhatsappOptInCheckbox } from '../ui/WhatsappOptInCheckbox';
import { useCepLookup } from '../ui/use-cep-lookup';

function initialInput(profile: Profile) {
  return { ...profile, phone: maskPhone(profile.phone), CEP: maskCep(profile.CEP) };
}

export function ProfileScreen({ profile }: { profile: Profile }) {
  const toast = useToast();
  usePageTitle('Editar perfil');
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [changingEmail, setChangingEmail] = useState(false);
  const form = useForm({
    schema: profileFormSchema,
    initialInput: initialInput(profile),
    validate: 'blur',
    revalidate: 'input',
  });

  // A full CEP typed while editing fills street, neighbourhood, city and state, as on /titular.
  const cepState = useCepLookup((found) => {
    for (const [key, value] of Object.entries(found)) setInput(form, { path: [key as 'Endereco'], input: value });
  });
  const findAddress = (cep: string) => (editing ? cepState.lookup(cep) : cepState.lookup(''));

  return (
    <Stack gap="lg" maw={820}>
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={26}>
          Meu perfil
        </Title>
        <Group gap="xs">
          <Button variant="light" leftSection={<IconAt size={16} />} onClick={() => setChangingEmail(true)}>
            Alterar e-mail
          </Button>
          <Button variant="light" leftSection={<IconLock size={16} />} onClick={() => setChangingPassword(true)}>
            Alterar senha
          </Button>
        </Group>
      </Group>
      <Card withBorder padding="lg">
        <Form
          of={form}
          onSubmit={async (output) => {
            try {
              const updated = await updateProfile({ ...profile, ...output });
              saveUser(updated);
              toast({ color: 'green', message: messages.profile.updated });
              setEditing(false);
              await router.invalidate();
            } catch (error) {
              toast({ color: 'red', message: errorMessage(error, messages.profile.updateFailed) });
            }
          }}
        >
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="CPF ou CNPJ"
                value={formatDocument(profile.CPF)}
                readOnly
                variant="filled"
                description="Não pode ser alterado"
              />
            </Grid.Col>
            {profileFields.map((spec) => (
              <Grid.Col key={spec.key} span={{ base: 12, sm: spec.span ?? 6 }}>
                <Field of={form} path={[spec.key]}>
                  {(field) => (
                    <FormTextInput
                      field={field}
                      submitted={form.isSubmitted}
                      mask={spec.mask}
                      suggestions={spec.suggestions}
                      label={spec.label}
                      // The e-mail changes only through "Alterar e-mail" (password and a confirmed link).
                      readOnly={!editing || spec.key === 'Email'}
                      variant={editing && spec.key !== 'Email' ? 'default' : 'filled'}
                      inputMode={spec.inputMode}
                      autoComplete={spec.autoComplete}
                      maxLength={spec.maxLength}
                      {...(spec.key === 'CEP' && {
                        // Beside the field's own change handler: a full CEP looks the address up as it is typed.
                        onInput: (event: React.FormEvent<HTMLInputElement>) =>
                          void findAddress(event.currentTarget.value),
                        description: editing
                          ? cepState.looking
                            ? 'Buscando endereço…'
                            : 'Com 8 dígitos, buscamos o endereço.'
                          : undefined,
                        ...(cepState.error && { error: cepState.error }),
                      })}
                    />
                  )}
                </Field>
              </Grid.Col>
            ))}
            <Grid.Col span={12}>
              <Field of={form} path={['aceitaWhatsapp']}>
                {(field) => (
                  <WhatsappOptInCheckbox {...field.props} checked={field.input === true} disabled={!editing} />
                )}
              </Field>
            </Grid.Col>
          </Grid>
          <Group justify="flex-end" mt="lg">
            {editing ? (
              <>
                <Button
                  variant="default"
                  onClick={() => {
                    reset(form);
                    setEditing(false);
                  }}
                >
                  Cancelar
                </Button>
                <Button type="submit" loading={form.isSubmitting}>
                  Salvar alterações
                </Button>
              </>
            ) : (
              <Button leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
                Editar Informações
              </Button>
            )}
          </Group>
        </Form>
      </Card>
      {!editing && (
        <Text size="sm" c="dimmed">
          Para mudar seus dados, toque em “Editar Informações”.
        </Text>
      )}
      <PrivacyCard />
      <ChangePasswordModal opened={changingPassword} onClose={() => setChangingPassword(false)} />
      <EmailChangeModal opened={changingEmail} onClose={() => setChangingEmail(false)} />
    </Stack>
  );
}
