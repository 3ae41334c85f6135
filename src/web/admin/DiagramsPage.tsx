import { Alert, Center, Loader, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import classes from './DiagramsPage.module.css';
import { diagrams } from './diagram-files';
import { PageHeading } from '../ui/PageHeading';

const ZOOMS = ['100', '150', '200', '300'] as const;

type Rendered = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; svg: string };

/** Mermaid is large: it is fetched the first time QA opens this page, never by the landing page or the lists. */
async function renderMermaid(id: string, source: string): Promise<string> {
  const { default: mermaid } = await import('mermaid');
  mermaid.initialize({
    startOnLoad: false,
    suppressErrorRendering: true,
    securityLevel: 'strict',
    theme: 'neutral',
    fontFamily: 'system-ui, sans-serif',
  });
  return (await mermaid.render(id, source)).svg;
}

/**
 * /admin/desenvolvimento: the flow diagrams generated from every machine, rendered, so developers and QA check them
 * here. A developers' page, not a staff one: the machines (and so their states) are named in English.
 */
export function DiagramsPage({ selected }: { selected?: string }) {
  const navigate = useNavigate();
  const current = diagrams.find((entry) => entry.id === selected) ?? diagrams[0];
  const [rendered, setRendered] = useState<Rendered>({ status: 'loading' });
  const [zoom, setZoom] = useState<string>('100');
  const renderId = `diagrama-${useId().replace(/[^a-z0-9]/gi, '')}`;

  useEffect(() => {
    if (!current) return;
    let live = true;
    setRendered({ status: 'loading' });
    renderMermaid(renderId, current.mermaid).then(
      (svg) => live && setRendered({ status: 'ready', svg }),
      () => live && setRendered({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [current, renderId]);

  return (
    <Stack gap="md">
      <PageHeading
        title="Diagramas dos fluxos (desenvolvimento)"
        lead="Página para quem desenvolve e testa o sistema, fora do menu da equipe. Gerados a partir das máquinas de estado (npm run diagrams), com os nomes do código, em inglês: o que o app faz é o que está desenhado aqui. Amplie e role o diagrama para ler os detalhes."
        look="desk"
      />
      <Select
        label="Máquina"
        data={diagrams.map((entry) => ({ value: entry.id, label: entry.title }))}
        value={current?.id ?? null}
        allowDeselect={false}
        onChange={(id) => id && void navigate({ to: '/admin/desenvolvimento', search: { diagrama: id } })}
        maw={640}
      />
      {rendered.status === 'loading' && (
        <Center h={200}>
          <Loader aria-label="Carregando diagrama" />
        </Center>
      )}
      {rendered.status === 'failed' && (
        <Alert color="red" role="alert">
          Não foi possível desenhar este diagrama.
        </Alert>
      )}
      {rendered.status === 'ready' && current && (
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <Title order={2} fz="lg">
              {current.title}
            </Title>
            {current.notes.map((note) => (
              <Text key={note} size="xs" c="dimmed">
                {note.replace(/`/g, '')}
              </Text>
            ))}
            {/* The SVG comes from mermaid with securityLevel 'strict' (sanitised), from files in our own repository. */}
            <SegmentedControl
              aria-label="Zoom"
              value={zoom}
              onChange={setZoom}
              data={ZOOMS.map((value) => ({ value, label: `${value}%` }))}
              size="xs"
              w="fit-content"
            />
            <div className={classes.viewport}>
              <div
                role="img"
                aria-label={`Diagrama: ${current.title}`}
                className={classes.canvas}
                style={{ width: `${zoom}%` }}
                dangerouslySetInnerHTML={{ __html: rendered.svg }}
              />
            </div>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
