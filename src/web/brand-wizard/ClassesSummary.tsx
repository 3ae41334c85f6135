import { Stack, Text } from '@mantine/core';
import { classesFeeText, classSpecificationText, type BrandClass } from '../../shared/brand-classes';
import { niceClassLabel } from '../../shared/nice-classes';
import { ReadOnlyField } from '../ui/ReadOnlyField';

/** The review's classes: each with what it protects, and the INPI's fees for them all. */
export function ClassesSummary({ classes }: { classes: readonly BrandClass[] }) {
  if (classes.length === 0) return <ReadOnlyField label="Classes de Nice" value={null} />;
  return (
    <Stack gap="xs">
      {classes.map((entry) => (
        <ReadOnlyField
          key={entry.classeNice}
          label={niceClassLabel(entry.classeNice)}
          value={classSpecificationText(entry) || null}
        />
      ))}
      <Text size="sm">{classesFeeText(classes)}</Text>
    </Stack>
  );
}
