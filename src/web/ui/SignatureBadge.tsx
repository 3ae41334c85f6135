import { Badge, Group, Text } from '@mantine/core';
import { formatDocument } from '../../shared/documents';
import { messages } from '../../shared/messages';
import { type SignatureReport, signatureLabels } from '../../shared/schemas/brand-wizard';

const colors = { assinada: 'green', invalida: 'red', sem_assinatura: 'yellow' } as const;
const hints = {
  assinada: null,
  invalida: messages.signature.invalidHint,
  sem_assinatura: messages.signature.unsignedHint,
} as const;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The uploaded PDF's signature as the server verified it: "assinada e íntegra" (with who signed),
 * "assinatura inválida" or "sem assinatura". An answer from before the check existed only has the flag.
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
  const hint = withHint ? hints[situacao] : null;
  return (
    <Group gap="xs">
      <Badge color={colors[situacao]} variant="light">
        {capitalized(signatureLabels[situacao])}
      </Badge>
      {signers.length > 0 && (
        <Text size="xs" c="dimmed">
          por{' '}
          {signers
            .map((signer) => (signer.cpf ? `${signer.nome} (CPF ${formatDocument(signer.cpf)})` : signer.nome))
            .join(', ')}
        </Text>
      )}
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Group>
  );
}
