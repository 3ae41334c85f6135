import { IconHistory } from '@tabler/icons-react';
import { messages } from '../../shared/messages';
import type { OrderKind } from '../../shared/schemas/checkout';
import { ButtonLink } from '../ui/ButtonLink';

/** From a row on /home or /servicos to that request's history. */
export function TimelineLink({ tipo, id }: { tipo: OrderKind; id: number }) {
  return (
    <ButtonLink
      to="/historico"
      search={{ tipo, id }}
      size="compact-sm"
      variant="subtle"
      leftSection={<IconHistory size={14} />}
      aria-label={`${messages.timeline.open} do pedido`}
    >
      {messages.timeline.open}
    </ButtonLink>
  );
}
