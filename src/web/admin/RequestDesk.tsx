import { Badge, Button, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconLock, IconUserCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { AdminNote, AdminQueueFacts, AdminStaff } from '../../shared/schemas/admin';
import type { OrderKind } from '../../shared/schemas/checkout';
import { useBusyAction } from '../ui/use-busy-action';
import { addNote, assign, listStaff } from './admin-api';
import { formatDateTime } from './format';
import { ModalSection } from './ModalSection';

const NOBODY = 'ninguem';
export const NOTES_TITLE = 'Notas internas';

// The team changes rarely: asked once per visit to the back office, shared by every modal.
let staffOnce: Promise<AdminStaff> | null = null;
function useStaff(): AdminStaff | null {
  const [staff, setStaff] = useState<AdminStaff | null>(null);
  useEffect(() => {
    let current = true;
    staffOnce ??= listStaff().catch((error: unknown) => {
      staffOnce = null;
      throw error;
    });
    staffOnce.then(
      (value) => current && setStaff(value),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return staff;
}

export interface DeskProps {
  kind: OrderKind;
  id: number;
  responsavel: AdminQueueFacts['responsavel'];
  notas: AdminNote[];
  /** Loads the request again after a change (the answers carry only a message). */
  onChanged: () => Promise<unknown>;
}

/** Who works the request: any staff member, or "Atribuir a mim" in one click. */
export function Assignment({ kind, id, responsavel, onChanged }: Omit<DeskProps, 'notas'>) {
  const staff = useStaff();
  const { running: saving, run } = useBusyAction();
  const options = [
    // Short, as in the queue's column: with large text a longer value would not fit beside the chevron.
    { value: NOBODY, label: 'Ninguém' },
    ...(staff?.membros ?? (responsavel ? [responsavel] : [])).map((member) => ({
      value: String(member.id),
      label: member.id === staff?.eu ? `${member.nome} (você)` : member.nome,
    })),
  ];

  const assignTo = (staffId: number | null) =>
    run(async () => {
      const answer = await assign(kind, id, staffId);
      await onChanged();
      return answer.mensagem;
    });

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Responsável"
        data={options}
        value={responsavel ? String(responsavel.id) : NOBODY}
        onChange={(value) => void assignTo(value && value !== NOBODY ? Number(value) : null)}
        allowDeselect={false}
        disabled={saving}
        comboboxProps={{ withinPortal: true }}
        style={{ flex: '1 1 220px' }}
      />
      {staff && responsavel?.id !== staff.eu && (
        <Button
          variant="light"
          leftSection={<IconUserCheck size={16} />}
          onClick={() => void assignTo(staff.eu)}
          loading={saving}
        >
          Atribuir a mim
        </Button>
      )}
    </Group>
  );
}

/** The team's notes about the request, with author and time: staff only, never shown to the customer. */
export function InternalNotes({ kind, id, notas, onChanged }: Omit<DeskProps, 'responsavel'>) {
  const { running: saving, run } = useBusyAction();
  const [texto, setTexto] = useState('');

  const save = () =>
    run(async () => {
      const answer = await addNote(kind, id, texto.trim());
      await onChanged();
      setTexto('');
      return answer.mensagem;
    });

  return (
    <ModalSection title={NOTES_TITLE} grid={false}>
      <Group gap={6}>
        <Badge variant="light" color="gray" leftSection={<IconLock size={12} />}>
          Só a equipe vê
        </Badge>
        <Text size="xs" c="dimmed">
          Nunca aparecem para o cliente, nem em e-mails ou no WhatsApp.
        </Text>
      </Group>
      {notas.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhuma nota ainda.
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Notas da equipe">
          {notas.map((nota) => (
            <Paper key={nota.id} component="li" withBorder p="xs" radius="sm" bg="yellow.0">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {nota.texto}
              </Text>
              <Text size="xs" c="dimmed">
                {nota.autor ?? 'Conta removida'} · {formatDateTime(nota.criadoEm)}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      <Textarea
        label="Nova nota interna"
        placeholder="O que foi conferido, com quem se falou, o que falta"
        autosize
        minRows={2}
        maxLength={2000}
        value={texto}
        onChange={(event) => setTexto(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void save()} loading={saving} disabled={texto.trim() === ''}>
          Adicionar nota
        </Button>
      </Group>
    </ModalSection>
  );
}
