import { ActionIcon, Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';

/** "Visualizar": a labelled button from 36em, an eye icon with the same name on a phone. */
export function ViewButton({ onView }: { onView: () => void }) {
  const click = (event: React.MouseEvent) => {
    // The row opens the modal too: one open, not two navigations.
    event.stopPropagation();
    onView();
  };
  return (
    <>
      <Button size="compact-sm" variant="light" leftSection={<IconEye size={14} />} onClick={click} visibleFrom="xs">
        Visualizar
      </Button>
      <ActionIcon variant="light" aria-label="Visualizar" onClick={click} hiddenFrom="xs">
        <IconEye size={16} />
      </ActionIcon>
    </>
  );
}
