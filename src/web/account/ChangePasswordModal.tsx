import { Form, reset, useForm } from '@formisch/react';
import { Button, Modal, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../../shared/messages';
import { newPasswordFormSchema } from '../../shared/schemas/new-password';
import { errorMessage } from '../api/client';
import { changePassword } from '../api/profile';
import { NewPasswordFields } from './NewPasswordFields';
import { saveToken } from '../session';
import { useToast } from '../ui/toast';
import { ModalFormEnd } from './ModalFormEnd';

export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const toast = useToast();
  const form = useForm({ schema: newPasswordFormSchema, validate: 'input' });
  const [failure, setFailure] = useState<string | null>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const close = () => {
    reset(form);
    setFailure(null);
    setCurrentPassword('');
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Alterar senha" centered>
      <Form
        of={form}
        onSubmit={async (output) => {
          try {
            const answer = await changePassword(currentPassword, output.newPassword);
            // The server retires every older token; this session goes on with the one it returned.
            saveToken(answer.token);
            toast({ color: 'green', message: messages.password.changed, autoClose: 2000 });
            close();
          } catch (error) {
            setFailure(errorMessage(error, 'Não foi possível alterar a senha. Tente novamente.'));
          }
        }}
      >
        <Stack>
          <PasswordInput
            label="Senha atual"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.currentTarget.value)}
          />
          <NewPasswordFields form={form} />
          <ModalFormEnd failure={failure} onCancel={close}>
            <Button
              type="submit"
              loading={form.isSubmitting}
              disabled={!form.isEdited || !form.isValid || currentPassword === ''}
            >
              Alterar senha
            </Button>
          </ModalFormEnd>
        </Stack>
      </Form>
    </Modal>
  );
}
