import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../../shared/messages';
import type { AdminBrandDetail } from './admin-api';
import { normalizeViennaCode, VIENNA_MAX_CODES } from '../../shared/vienna';
import { useBusyAction } from '../ui/use-busy-action';
import { saveViennaCodes } from './admin-api';

/** "26.1.1, 27.5.1" or one a line, as staff type or paste them. */
const typed = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

function problemOf(codes: string[]): string | null {
  if (codes.some((code) => normalizeViennaCode(code) === null)) return messages.admin.viennaInvalid;
  if (codes.length > VIENNA_MAX_CODES) return messages.admin.viennaTooMany;
  return null;
}

/**
 * Where staff record the figure's Vienna codes (the customer's request does not classify it); the panel shows and
 * copies them like every other e-Marcas field.
 */
export function ViennaCodes({
  brand,
  onSaved,
}: {
  brand: AdminBrandDetail;
  onSaved: (brand: AdminBrandDetail) => void;
}) {
  const { running: saving, run } = useBusyAction();
  const saved = brand.classificacaoViena.join(', ');
  const [text, setText] = useState(saved);
  const codes = typed(text);
  const problem = problemOf(codes);
  const unchanged = codes.map((code) => normalizeViennaCode(code) ?? code).join(', ') === saved;

  const save = () =>
    run(async () => {
      const answer = await saveViennaCodes(brand.ID, codes);
      setText(answer.marca.classificacaoViena.join(', '));
      onSaved(answer.marca);
      return answer.mensagem;
    });

  return (
    <Stack gap={4} mt="xs" maw={560}>
      <TextInput
        label="Códigos de Viena da figura"
        description="Categoria.divisão.seção, separados por vírgula: 26.1.1, 27.5.1"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={text.trim() !== '' ? problem : null}
      />
      <Group justify="flex-end">
        <Button variant="light" onClick={() => void save()} loading={saving} disabled={problem !== null || unchanged}>
          Salvar códigos de Viena
        </Button>
      </Group>
    </Stack>
  );
}
