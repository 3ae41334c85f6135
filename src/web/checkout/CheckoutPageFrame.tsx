import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageFrame } from '../ui/PageFrame';

/** The public checkout pages: the site's header and footer around a roomy container. */
export function CheckoutPageFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame>
      <Container size="lg" py={{ base: 24, sm: 48 }} px={{ base: 'md', sm: 'xl' }}>
        {children}
      </Container>
    </PageFrame>
  );
}
