import { Box, Text } from '@mantine/core';
import { SANDBOX_BAND_TEXT } from '../../shared/sandbox-band';
import { usePublicConfig } from '../config';

/** With the sandbox provider every page says so: nobody should think a simulated payment was real. */
export function SandboxBand() {
  const { paymentProvider } = usePublicConfig();
  if (paymentProvider !== 'sandbox') return null;
  return (
    <Box role="note" bg="yellow.3" py={4} px="md" ta="center">
      <Text size="sm" fw={700} c="dark.8">
        {SANDBOX_BAND_TEXT}
      </Text>
    </Box>
  );
}
