import { Box } from '@mantine/core';
import { siteMessages } from '../../shared/site-messages';
import type { SampleData } from '../../shared/public-config';
import { usePublicConfig } from '../config';

/** A visible "dados de exemplo" tag beside what is still development sample data, so nobody takes it for real. */
export function SampleMark({ of, tone = 'light' }: { of: SampleData; tone?: 'light' | 'dark' }) {
  const { samples } = usePublicConfig();
  if (!samples.includes(of)) return null;
  return (
    <Box
      component="span"
      fz="xs"
      fw={700}
      px={8}
      py={2}
      style={{
        display: 'inline-block',
        alignSelf: 'flex-start',
        borderRadius: 4,
        textTransform: 'uppercase',
        letterSpacing: 0.5,
        border: '1px dashed currentColor',
        background: tone === 'light' ? '#fff3bf' : 'transparent',
        color: tone === 'light' ? '#5c3c00' : '#ffe066',
      }}
    >
      {siteMessages.sampleData}
    </Box>
  );
}
