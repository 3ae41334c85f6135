import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { messages } from '../../shared/messages';
import { errorMessage } from '../api/client';
import { useToast } from '../ui/toast';
import { saveBlob } from './admin-api';

/** A staff download from a request modal: busy while it loads, saved under `fileName`, a pt-BR toast if it fails. */
export function DownloadButton(props: {
  label: string;
  fileName: string;
  load: () => Promise<Blob>;
  disabled: boolean;
}) {
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  async function download() {
    setDownloading(true);
    try {
      saveBlob(await props.load(), props.fileName);
    } catch (error) {
      toast({ color: 'red', message: errorMessage(error, messages.admin.downloadFailed) });
    } finally {
      setDownloading(false);
    }
  }
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
