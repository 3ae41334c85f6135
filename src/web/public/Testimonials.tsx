import { Stack, Text } from '@mantine/core';
import type { Testimonial } from '../../shared/showcase';
import { usePublicConfig } from '../config';
import { Reveal } from '../ui/Reveal';
import { AutoGrid, Panel, Row } from '../ui/ui';

export const MAX_RATING = 5;

/** The rating as five stars (text glyphs: no icon code to download). */
export function Stars({ rating }: { rating: number }) {
  return (
    <Text role="img" aria-label={`Nota ${rating} de ${MAX_RATING}`} fz={20} lh={1} style={{ letterSpacing: 2 }}>
      <span aria-hidden style={{ color: '#f5b700' }}>
        {'★'.repeat(rating)}
      </span>
      <span aria-hidden style={{ color: 'var(--mantine-color-gray-4)' }}>
        {'★'.repeat(MAX_RATING - rating)}
      </span>
    </Text>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Panel component="figure" m={0}>
      <Stack gap="md" h="100%">
        <Stars rating={testimonial.rating} />
        <Text component="blockquote" m={0} style={{ flex: 1 }}>
          “{testimonial.text}”
        </Text>
        <Row component="figcaption" gap={12}>
          {testimonial.avatar && (
            <img
              src={testimonial.avatar}
              alt={`Avatar de ${testimonial.name}`}
              width={48}
              height={48}
              loading="lazy"
              style={{ borderRadius: '50%' }}
            />
          )}
          <div>
            <Text fw={700} size="sm">
              {testimonial.name}
            </Text>
            <Text size="xs" c="dimmed">
              {testimonial.location}
            </Text>
          </div>
        </Row>
      </Stack>
    </Panel>
  );
}

/** The operator's testimonials (SHOWCASE_FILE); the landing page leaves the section out when there are none. */
export function Testimonials() {
  const { testimonials } = usePublicConfig();
  return (
    <AutoGrid min={300}>
      {testimonials.map((testimonial, index) => (
        <Reveal key={testimonial.name} delayMs={index * 100}>
          <TestimonialCard testimonial={testimonial} />
        </Reveal>
      ))}
    </AutoGrid>
  );
}
