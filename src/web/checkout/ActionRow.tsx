import { Flex } from '@mantine/core';
import type { ReactNode } from 'react';

/** A secondary and a primary action: side by side on wider screens, stacked full width (primary on top) on a phone. */
export function ActionRow({ secondary, primary }: { secondary: ReactNode; primary: ReactNode }) {
  return (
    <Flex
      direction={{ base: 'column-reverse', sm: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', sm: 'center' }}
      gap="sm"
    >
      {secondary}
      {primary}
    </Flex>
  );
}
