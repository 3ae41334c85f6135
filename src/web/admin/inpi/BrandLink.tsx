import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The brand request a row is about, opened in its modal on /admin. */
export function BrandLink({ marcaId, nome }: { marcaId: number; nome: string | null }) {
  return (
    <Anchor
      size="sm"
      fw={600}
      renderRoot={(props) => <Link to="/admin" search={{ ver: marcaId }} {...props} />}
      aria-label={`Abrir a requisição ${marcaId}${nome ? ` (${nome})` : ''}`}
    >
      {nome ?? `Requisição ${marcaId}`}
    </Anchor>
  );
}
