import { Text } from '@mantine/core';
import { NICE_EDITION, niceClasses } from '../../shared/nice-classes';

/** Under a Nice class picker: the chosen class's heading, and the classification and edition it follows. */
export function NiceClassHeading({ value }: { value: string | undefined }) {
  const heading = niceClasses.find((entry) => String(entry.numero) === value)?.descricao;
  if (!heading) return null;
  return (
    <>
      <Text size="xs" c="dimmed">
        {heading}
      </Text>
      <Text size="xs" c="dimmed">
        {NICE_EDITION}.
      </Text>
    </>
  );
}
