import { ActionIcon, Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { viewName } from './view-names';

/**
 * "Visualizar": a labelled button from 36em, an eye icon with the same name on a phone (44 px to a finger). The
 * name carries the row's subject ("Visualizar pedido #11"): a list has many of them.
 */
export function ViewButton({ onView, subject }: { onView: () => void; subject?: string }) {
  const name = viewName(subject);
  const click = (event: React.MouseEvent) => {
    // The row opens the modal too: one open, not two navigations.
    event.stopPropagation();
    onView();
  };
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconEye size={14} />}
        onClick={click}
        visibleFrom="xs"
        aria-label={name}
        // One word in a table cell: it keeps its line instead of breaking as long labels do.
        styles={{ label: { whiteSpace: 'nowrap', overflowWrap: 'normal' } }}
      >
        Visualizar
      </Button>
      <ActionIcon variant="light" size={44} aria-label={name} onClick={click} hiddenFrom="xs">
        <IconEye size={16} />
      </ActionIcon>
    </>
  );
}
