import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { inpiMessages } from '../../shared/inpi-messages';
import { formatDay } from '../../shared/time/brasilia';
import type { AdminBrandDetail } from './admin-api';
import { recordValidity } from './admin-api';
import { ModalSection } from './ModalSection';
import { useBusyAction } from '../ui/use-busy-action';

const said = inpiMessages.staffValidity;

/**
 * A registered mark's validity end: the one an RPI or staff gave, and where staff record it by hand (a concession
 * before our imports). The server checks the date and the process; its refusal shows as the toast.
 */
export function StaffValidity({
  brand,
  onSaved,
}: {
  brand: AdminBrandDetail;
  onSaved: (brand: AdminBrandDetail) => void;
}) {
  const { running: saving, run } = useBusyAction();
  const [ate, setAte] = useState('');
  const [motivo, setMotivo] = useState('');
  const known = brand.vigencia;

  const save = () =>
    run(async () => {
      const answer = await recordValidity(brand.ID, { ate, motivo });
      setAte('');
      setMotivo('');
      onSaved(answer.marca);
      return answer.mensagem;
    });

  return (
    <ModalSection title={said.title} grid={false}>
      <Text size="sm">
        {known
          ? said.current(formatDay(known.ate), formatDay(known.prorrogarDesde), formatDay(known.extraordinarioAte))
          : said.none}
      </Text>
      <Stack gap={6} maw={560}>
        <TextInput
          label={said.dateLabel}
          type="date"
          value={ate}
          onChange={(event) => setAte(event.currentTarget.value)}
          maw={200}
        />
        <Textarea
          label={said.reasonLabel}
          description={said.reasonHint}
          value={motivo}
          onChange={(event) => setMotivo(event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={500}
        />
        <Group justify="flex-end">
          <Button variant="light" onClick={() => void save()} loading={saving} disabled={!ate || !motivo.trim()}>
            {said.submit}
          </Button>
        </Group>
      </Stack>
    </ModalSection>
  );
}
