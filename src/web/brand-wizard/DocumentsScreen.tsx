import { Alert, Box, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { brandDocumentsMachine } from '../../../machines/brand-wizard/brand-documents';
import { messages } from '../../shared/messages';
import {
  ACCEPTED_TYPES,
  requiredDocuments,
  MAX_UPLOAD_BYTES,
  type DocumentField,
} from '../../shared/schemas/brand-wizard';
import { FileDrop } from './FileDrop';
import { useBrandWizard } from './brand-wizard-context';
import { WizardFrame } from './WizardFrame';

const documents: Record<DocumentField, { label: string; hint: string; refusal: string }> = {
  logo: {
    label: 'Logotipo da marca',
    hint: 'Imagem PNG, JPG, WebP ou GIF, até 10 MB.',
    refusal: messages.uploads.logoNotImage,
  },
  comprovanteRes: {
    label: 'Comprovante de residência',
    hint: 'PDF, JPG ou PNG, até 10 MB.',
    refusal: messages.uploads.proofOfAddressType,
  },
  docFoto: {
    label: 'Documento com foto (RG ou CNH)',
    hint: 'PDF (como a CNH digital) ou imagem PNG, JPG, WebP ou GIF, até 10 MB.',
    refusal: messages.uploads.photoIdNotImage,
  },
};

/** /arquivos: logo, proof of residence and photo ID, sent together with progress; then the review. */
export function DocumentsScreen() {
  const { state, send } = useBrandWizard();
  // The files step runs as the wizard's child while the form is on screen; "Arquivos enviados" is the wizard's own.
  const documentsActor = state.children.documents as ActorRefFrom<typeof brandDocumentsMachine> | undefined;
  const documentsState = useSelector(documentsActor, (snapshot) => snapshot);
  const kept = state.context.wizard!.arquivos;
  // A word mark (Nominativa) has no logo to send.
  const fields = requiredDocuments(state.context.wizard!.marca.tipo);
  const [chosen, setChosen] = useState<Partial<Record<DocumentField, File>>>({});
  const [refused, setRefused] = useState<Partial<Record<DocumentField, string>>>({});
  const uploading = documentsState?.matches('uploading') ?? false;
  const uploaded = state.matches('documentsUploaded');
  const progress = uploaded ? 100 : (documentsState?.context.progress ?? 0);

  // The refusal goes as soon as all three files are there.
  useEffect(() => documentsActor?.send({ type: 'CHOOSE_FILES', files: chosen }), [chosen, documentsActor]);

  const choose = (field: DocumentField, file: File) => {
    if (file.size > MAX_UPLOAD_BYTES)
      return setRefused((current) => ({ ...current, [field]: messages.uploads.filesTooLarge }));
    setRefused((current) => ({ ...current, [field]: undefined }));
    setChosen((current) => ({ ...current, [field]: file }));
  };

  return (
    <WizardFrame
      screen="arquivos"
      title="Arquivos"
      lead={`Envie os ${fields.length === 3 ? 'três' : 'dois'} arquivos que o INPI pede. Você pode fotografar os documentos com o celular.`}
      error={documentsState?.context.error ?? state.context.error}
      nav={{
        onBack: () => send({ type: 'BACK' }),
        onNext: () => documentsActor?.send({ type: 'SUBMIT_FILES', files: chosen }),
        busy: uploading || uploaded,
      }}
    >
      <Stack gap="lg">
        {fields.map((field) => (
          <FileDrop
            key={field}
            name={field}
            label={documents[field].label}
            hint={documents[field].hint}
            accept={ACCEPTED_TYPES[field]}
            chosen={uploaded ? null : chosen[field]}
            kept={kept[field]}
            onChoose={(file) => choose(field, file)}
            onRefuse={() => setRefused((current) => ({ ...current, [field]: documents[field].refusal }))}
            disabled={uploading || uploaded}
            error={refused[field]}
          />
        ))}
        {(uploading || uploaded) && (
          <Box>
            <Group justify="space-between" mb={4}>
              <Text size="sm">{uploaded ? 'Envio concluído' : 'Enviando os arquivos…'}</Text>
              <Text size="sm" c="dimmed">
                {progress}%
              </Text>
            </Group>
            <Progress
              value={progress}
              animated={uploading}
              color={uploaded ? 'green' : undefined}
              aria-label="Envio dos arquivos"
            />
          </Box>
        )}
        {uploaded && (
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />}>
            Tudo certo. Abrindo a revisão do pedido…
          </Alert>
        )}
      </Stack>
    </WizardFrame>
  );
}
