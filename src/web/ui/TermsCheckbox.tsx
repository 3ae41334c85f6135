import { Anchor, Checkbox, type CheckboxProps } from '@mantine/core';

/** "Li e aceito os termos de uso", the terms opening in a new tab: the same box wherever a purchase asks for it. */
export function TermsCheckbox(props: Omit<CheckboxProps, 'label'>) {
  return (
    <Checkbox
      {...props}
      label={
        <>
          Li e aceito os{' '}
          <Anchor href="/termosdeusos" target="_blank" rel="noopener noreferrer" inherit underline="always">
            termos de uso
          </Anchor>
        </>
      }
    />
  );
}
