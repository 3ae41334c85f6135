import { capitalized } from '../../shared/capitalized';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatDocument } from '../../shared/documents';
import { messages } from '../../shared/messages';
import { type SignatureReport, type SignatureStatus, signatureLabels } from '../../shared/schemas/brand-wizard';

/** Only a recognised signature is green; what staff can still accept by hand is yellow; a wrong file is red. */
const colors: Record<SignatureStatus, string> = {
  assinada: 'green',
  vencida: 'yellow',
  nao_reconhecida: 'yellow',
  sem_assinatura: 'yellow',
  alterada: 'red',
  invalida: 'red',
  documento_diferente: 'red',
};

/**
 * The uploaded PDF's signature as the server verified it: its state (with the level when "assinada"), who
 * signed and, with `withHint`, what to do next and what is still missing. An answer from before the check
 * existed only has the flag.
 */
export function SignatureBadge({
  assinadaDigitalmente,
  assinatura,
  withHint = false,
}: {
  assinadaDigitalmente: boolean;
  assinatura?: SignatureReport;
  withHint?: boolean;
}) {
  const situacao = assinatura?.situacao ?? (assinadaDigitalmente ? 'assinada' : 'sem_assinatura');
  const signers = assinatura?.signatarios ?? [];
  const hint = withHint && situacao !== 'assinada' ? messages.signature.nextSteps[situacao] : null;
  const pending = assinatura?.pendencias ?? [];
  return (
    // A file name's cell may break anywhere (word-break: break-all); a signer's name and the hints break between words.
    <Stack gap={4} style={{ wordBreak: 'normal' }}>
      <Group gap="xs">
        <Badge color={colors[situacao]} variant="light">
          {capitalized(signatureLabels[situacao])}
        </Badge>
        {assinatura?.nivel && (
          <Text size="xs" c="dimmed">
            {assinatura.nivel}
          </Text>
        )}
        {signers.length > 0 && (
          <Text size="xs" c="dimmed">
            por{' '}
            {signers
              .map((signer) => (signer.cpf ? `${signer.nome} (CPF ${formatDocument(signer.cpf)})` : signer.nome))
              .join(', ')}
          </Text>
        )}
      </Group>
      {/* Orange 9 is 4.3:1 on white, below AA; the theme's darker orange of the light badges passes. */}
      {pending.map((item) => (
        <Text key={item} size="xs" c="var(--mantine-color-orange-light-color)">
          {capitalized(item)}
        </Text>
      ))}
      {assinatura?.acrescimoDescartado && (
        <Text size="xs" c="dimmed">
          {assinatura.acrescimoDescartado}
        </Text>
      )}
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
