import { Button } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef } from 'react';
import { usePublicConfig } from '../config';
import { sectionTexts } from './content/landing';
import { CAROUSEL_STEP_PX, scrollBehavior } from '../ui/motion';
import { Row } from '../ui/ui';

const texts = sectionTexts.clients;
const arrowStyle = { width: 44, height: 44, padding: 0, flexShrink: 0 };

/** A row of client logos; the arrows scroll it by 250 px, and it also scrolls by touch or keyboard. */
export function ClientCarousel() {
  const { clientBrands } = usePublicConfig();
  const row = useRef<HTMLDivElement>(null);
  const scroll = (direction: 1 | -1) =>
    row.current?.scrollBy({ left: direction * CAROUSEL_STEP_PX, behavior: scrollBehavior() });

  return (
    <Row gap={8}>
      <Button variant="default" radius="xl" style={arrowStyle} aria-label={texts.previous} onClick={() => scroll(-1)}>
        <IconChevronLeft size={22} aria-hidden />
      </Button>
      <div
        ref={row}
        role="region"
        aria-label={texts.region}
        tabIndex={0}
        style={{ display: 'flex', gap: 16, overflowX: 'auto', flex: 1, padding: '4px 2px', scrollbarWidth: 'none' }}
      >
        {clientBrands.map((brand) => (
          <div
            key={brand.name}
            style={{
              flex: '0 0 200px',
              background: 'var(--mantine-color-white)',
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 'var(--mantine-radius-md)',
              padding: '8px 16px',
            }}
          >
            <img
              src={brand.logo}
              alt={brand.name}
              width={168}
              height={67}
              loading="lazy"
              style={{ display: 'block', margin: '0 auto' }}
            />
          </div>
        ))}
      </div>
      <Button variant="default" radius="xl" style={arrowStyle} aria-label={texts.next} onClick={() => scroll(1)}>
        <IconChevronRight size={22} aria-hidden />
      </Button>
    </Row>
  );
}
