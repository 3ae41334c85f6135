import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { messages } from '../../shared/messages';
import { useBusyAction } from '../ui/use-busy-action';
import { saveBlob } from '../ui/save-blob';

/** A staff download from a request modal: busy while it loads, saved under `fileName`, a pt-BR toast if it fails. */
export function DownloadButton(props: {
  label: string;
  fileName: string;
  load: () => Promise<Blob>;
  disabled: boolean;
}) {
  const { running: downloading, run } = useBusyAction({ failed: messages.admin.downloadFailed });
  const download = () =>
    run(async () => {
      saveBlob(await props.load(), props.fileName);
    });
  return (
    <Group>
      <Button
        leftSection={<IconDownload size={16} />}
        variant="default"
        onClick={() => void download()}
        loading={downloading}
        disabled={props.disabled}
      >
        {props.label}
      </Button>
    </Group>
  );
}
