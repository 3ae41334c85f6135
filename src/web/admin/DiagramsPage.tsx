import { Alert, Button, Center, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import classes from './DiagramsPage.module.css';
import { diagramSize, diagrams, type DiagramDocument } from './diagram-files';
import { PageHeading } from '../ui/PageHeading';

/** Zoom steps, times the diagram's own size: 1 is "Tamanho original", where its text is 16 px, legible. */
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
const ORIGINAL = ZOOMS.indexOf(1);

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
 * One drawn diagram at its own size times the zoom, in a frame that scrolls both ways: "Reduzir", "Ampliar" and
 * "Tamanho original" set the zoom; dragging (or the wheel, or the arrow keys once focused) moves it.
 */
function DiagramView({ diagram, svg }: { diagram: DiagramDocument; svg: string }) {
  const [zoomStep, setZoomStep] = useState(ORIGINAL);
  const zoom = ZOOMS[zoomStep];
  const size = diagramSize(svg);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const [dragging, setDragging] = useState(false);

  const grab = (event: PointerEvent<HTMLDivElement>) => {
    const frame = event.currentTarget;
    drag.current = { x: event.clientX, y: event.clientY, left: frame.scrollLeft, top: frame.scrollTop };
    frame.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const pan = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    event.currentTarget.scrollLeft = drag.current.left - (event.clientX - drag.current.x);
    event.currentTarget.scrollTop = drag.current.top - (event.clientY - drag.current.y);
  };
  const release = () => {
    drag.current = null;
    setDragging(false);
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {diagram.title}
        </Title>
        {diagram.notes.map((note) => (
          <Text key={note} size="xs" c="dimmed">
            {note.replace(/`/g, '')}
          </Text>
        ))}
        <Group gap="xs" role="group" aria-label="Zoom do diagrama">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconZoomOut size={16} aria-hidden />}
            onClick={() => setZoomStep((step) => step - 1)}
            disabled={zoomStep === 0}
          >
            Reduzir
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconZoomIn size={16} aria-hidden />}
            onClick={() => setZoomStep((step) => step + 1)}
            disabled={zoomStep === ZOOMS.length - 1}
          >
            Ampliar
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconZoomReset size={16} aria-hidden />}
            onClick={() => setZoomStep(ORIGINAL)}
            disabled={zoomStep === ORIGINAL}
          >
            Tamanho original
          </Button>
          <Text size="sm" aria-live="polite">
            {Math.round(zoom * 100)}%
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          Arraste o diagrama para movê-lo, ou role com o mouse ou, com ele em foco, com as setas do teclado.
        </Text>
        <div
          className={classes.viewport}
          // Focusable, so the arrow keys scroll it.
          tabIndex={0}
          data-dragging={dragging || undefined}
          onPointerDown={grab}
          onPointerMove={pan}
          onPointerUp={release}
          onPointerCancel={release}
        >
          {/* The SVG comes from mermaid with securityLevel 'strict' (sanitised), from files in our own repository. */}
          <div
            role="img"
            aria-label={`Diagrama: ${diagram.title}`}
            className={classes.canvas}
            // Its own size times the zoom; a drawing without a viewBox fills the frame's width instead.
            style={size ? { width: size.width * zoom, height: size.height * zoom } : { width: `${zoom * 100}%` }}
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        </div>
      </Stack>
    </Paper>
  );
}

/**
 * /admin/desenvolvimento: the flow diagrams generated from every machine, rendered, so developers and QA check them
 * here. A developers' page, not a staff one: the machines (and so their states) are named in English.
 */
export function DiagramsPage({ selected }: { selected?: string }) {
  const navigate = useNavigate();
  const current = diagrams.find((entry) => entry.id === selected) ?? diagrams[0];
  const [rendered, setRendered] = useState<Rendered>({ status: 'loading' });
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
        lead="Página para quem desenvolve e testa o sistema, fora do menu da equipe. Gerados a partir das máquinas de estado (npm run diagrams), com os nomes do código, em inglês: o que o app faz é o que está desenhado aqui. Cada diagrama abre no tamanho original, legível; amplie, reduza e arraste para ver os detalhes."
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
        // Keyed by the diagram: another one opens at its own size.
        <DiagramView key={current.id} diagram={current} svg={rendered.svg} />
      )}
    </Stack>
  );
}
