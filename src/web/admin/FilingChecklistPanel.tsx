import { Alert, Button, Checkbox, Group, List, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../../shared/messages';
import { INPI_PROCESS_DIGITS } from '../../shared/schemas/admin';
import type { AdminBrandDetail } from './admin-api';
import { useBusyAction } from '../ui/use-busy-action';
import { saveChecklist, updateBrand, type ChecklistBody } from './admin-api';
import { formatCents } from '../../shared/money';
import { classesFeeAmounts } from '../../shared/brand-classes';
import { centsOf, formatDateTime } from './format';

const fromChecklist = (brand: AdminBrandDetail): ChecklistBody => ({
  contasEinpi: brand.checklist.contasEinpi,
  gruNumero: brand.checklist.gruNumero,
  gruValorCentavos: brand.checklist.gruValorCentavos,
  gruVencimento: brand.checklist.gruVencimento,
  gruPaga: brand.checklist.gruPaga,
});

/**
 * The filing checklist (the owners' e-INPI accounts, GRU issued, GRU paid) and, once it is complete, "Protocolado":
 * the protocol and the INPI process number. The server refuses the protocol while the saved checklist is incomplete.
 */
export function FilingChecklistPanel({
  brand,
  onSaved,
}: {
  brand: AdminBrandDetail;
  onSaved: (brand: AdminBrandDetail) => void;
}) {
  const { busy: saving, run: runStep } = useBusyAction<'lista' | 'processo'>();
  const [form, setForm] = useState<ChecklistBody>(() => fromChecklist(brand));
  const [amount, setAmount] = useState(() =>
    brand.checklist.gruValorCentavos === null ? '' : formatCents(brand.checklist.gruValorCentavos).replace('R$ ', ''),
  );
  const [processo, setProcesso] = useState(brand.processoInpi ?? '');
  const [protocolo, setProtocolo] = useState(brand.protocolo ?? '');
  const set = (change: Partial<ChecklistBody>) => setForm((current) => ({ ...current, ...change }));
  const checklistChanged = JSON.stringify(form) !== JSON.stringify(fromChecklist(brand));
  const processoInvalid = processo !== '' && processo.length !== INPI_PROCESS_DIGITS;
  const filingChanged = processo !== (brand.processoInpi ?? '') || protocolo.trim() !== (brand.protocolo ?? '');
  const { checklist } = brand;

  const run = (kind: 'lista' | 'processo') =>
    runStep(async () => {
      const answer =
        kind === 'lista'
          ? await saveChecklist(brand.ID, form)
          : await updateBrand(brand.ID, { processoInpi: processo || null, protocolo: protocolo.trim() || null });
      onSaved(answer.marca);
      return kind === 'lista' ? answer.mensagem : messages.admin.saved;
    }, kind);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Depósito no INPI">
      <Stack gap="sm">
        <Text fw={700}>Depósito no INPI</Text>
        <Checkbox
          label={
            // The owners list holds the holder too ("Titular 1"): co-owners are the others.
            brand.proprietarios.length > 1
              ? 'Contas e-INPI do titular e dos cotitulares conferidas'
              : 'Conta e-INPI do titular conferida'
          }
          checked={form.contasEinpi}
          onChange={(event) => set({ contasEinpi: event.currentTarget.checked })}
        />
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Número da GRU"
            value={form.gruNumero ?? ''}
            maxLength={40}
            onChange={(event) => set({ gruNumero: event.currentTarget.value || null })}
            style={{ flex: '1 1 180px' }}
          />
          <TextInput
            label="Valor da GRU (R$)"
            inputMode="decimal"
            placeholder="0,00"
            value={amount}
            onChange={(event) => {
              setAmount(event.currentTarget.value);
              set({ gruValorCentavos: centsOf(event.currentTarget.value) });
            }}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            description={
              brand.classes.length
                ? messages.admin.gruExpected(brand.classes.length, classesFeeAmounts(brand.classes))
                : undefined
            }
            error={amount.trim() !== '' && form.gruValorCentavos === null ? messages.admin.gruAmountInvalid : undefined}
            style={{ flex: '1 1 220px' }}
          />
          <TextInput
            label="Vencimento da GRU"
            type="date"
            value={form.gruVencimento ?? ''}
            onChange={(event) => set({ gruVencimento: event.currentTarget.value || null })}
            style={{ flex: '1 1 150px' }}
          />
        </Group>
        <Checkbox
          label="GRU paga"
          checked={form.gruPaga}
          onChange={(event) => set({ gruPaga: event.currentTarget.checked })}
        />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="xs" c="dimmed">
            {checklist.atualizadoEm
              ? `Atualizada por ${checklist.atualizadoPor ?? 'equipe'} em ${formatDateTime(checklist.atualizadoEm)}`
              : 'Ainda não preenchida'}
          </Text>
          <Button
            variant="light"
            onClick={() => void run('lista')}
            disabled={!checklistChanged}
            loading={saving === 'lista'}
          >
            Salvar lista
          </Button>
        </Group>
        {checklist.completo ? (
          <Alert color="green" p="xs">
            Lista completa: o protocolo pode ser registrado.
          </Alert>
        ) : (
          <Alert color="orange" p="xs" title="Antes de registrar o protocolo">
            <List size="sm">
              {checklist.pendencias.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Text fw={600} size="sm">
          Protocolado
        </Text>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Número do processo no INPI"
            placeholder="9 dígitos"
            inputMode="numeric"
            maxLength={INPI_PROCESS_DIGITS}
            value={processo}
            onChange={(event) => setProcesso(event.currentTarget.value.replace(/\D/g, ''))}
            error={processoInvalid ? messages.admin.processInvalid : undefined}
            disabled={!checklist.completo && !brand.processoInpi}
            style={{ flex: '1 1 160px' }}
          />
          <TextInput
            label="Protocolo"
            value={protocolo}
            maxLength={40}
            onChange={(event) => setProtocolo(event.currentTarget.value)}
            disabled={!checklist.completo && !brand.protocolo}
            style={{ flex: '1 1 160px' }}
          />
          <Button
            variant="light"
            mt={25}
            onClick={() => void run('processo')}
            disabled={!filingChanged || processoInvalid}
            loading={saving === 'processo'}
          >
            Salvar processo
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
