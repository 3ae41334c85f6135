import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarPlus, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { calendarMessages } from '../../shared/calendar-messages';
import { siteMessages } from '../../shared/site-messages';
import { calendarAddress, type CalendarScope, renewCalendarAddress } from '../api/calendar';
import { useCopyWithToast } from './copy-text';
import { useBusyAction } from './use-busy-action';

const text = calendarMessages.panel;

/**
 * "Adicionar prazos ao calendário": the secret address of the deadlines feed, to copy into a calendar app, and a new
 * one when the old one leaked. The address is asked for only when the panel opens.
 */
export function CalendarFeedButton({ scope }: { scope: CalendarScope }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const copy = useCopyWithToast();
  const { busy, run } = useBusyAction<'load' | 'renew'>({ failed: text.loadFailed, onFailure: setProblem });

  const start = () => {
    open();
    setProblem(null);
    void run(async () => setUrl(await calendarAddress(scope)), 'load');
  };
  const renew = () =>
    run(async () => {
      setProblem(null);
      setUrl(await renewCalendarAddress(scope));
      setConfirming(false);
      return text.renewed;
    }, 'renew');

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconCalendarPlus size={16} aria-hidden />}
        onClick={start}
        style={{ alignSelf: 'flex-start' }}
      >
        {text.open}
      </Button>
      <Modal opened={opened} onClose={close} title={scope === 'equipe' ? text.staffTitle : text.title} centered>
        <Stack gap="md">
          <Text size="sm">{text.explain}</Text>
          <TextInput
            label={text.addressLabel}
            value={url ?? ''}
            placeholder={busy === 'load' ? siteMessages.loading : undefined}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Text size="xs" c="dimmed">
            {text.secret}
          </Text>
          {problem && (
            <Alert color="yellow" role="alert">
              {problem}
            </Alert>
          )}
          {confirming ? (
            <Stack gap="xs">
              <Text size="sm">{text.renewConfirm}</Text>
              <Group gap="sm">
                <Button color="red" variant="light" loading={busy === 'renew'} onClick={() => void renew()}>
                  {text.renewYes}
                </Button>
                <Button variant="subtle" onClick={() => setConfirming(false)}>
                  {text.cancel}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Group gap="sm">
              <Button
                leftSection={<IconCopy size={16} aria-hidden />}
                disabled={!url}
                onClick={() => url && void copy(url, text.copied)}
              >
                {text.copy}
              </Button>
              <Button
                variant="subtle"
                leftSection={<IconRefresh size={16} aria-hidden />}
                disabled={!url}
                onClick={() => setConfirming(true)}
              >
                {text.renew}
              </Button>
            </Group>
          )}
        </Stack>
      </Modal>
    </>
  );
}
