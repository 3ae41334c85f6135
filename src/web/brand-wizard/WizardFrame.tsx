import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { WizardScreen } from '../../../machines/brand-wizard/brand-registration';
import { StepBackButton, StepPage } from '../ui/StepPage';
import { usePageTitle } from '../use-page-title';
import { WizardSteps, stepLabels } from './WizardSteps';

export interface WizardNav {
  onBack: () => void;
  /** The form's submit button when `form` is given, a plain button otherwise. */
  onNext?: () => void;
  form?: string;
  nextLabel?: string;
  busy?: boolean;
  /** Looks disabled and says why; still pressable, so the machine can say it. */
  nextBlocked?: boolean;
  backDisabled?: boolean;
}

/** One wizard step: the steps, a heading and lead, the step's content, its message, and "Anterior" / "Próximo". */
export function WizardFrame(props: {
  screen: WizardScreen;
  title: string;
  lead: ReactNode;
  error?: string | null;
  nav: WizardNav;
  children: ReactNode;
  aside?: ReactNode;
}) {
  usePageTitle(`${stepLabels[props.screen]} | Registro da marca`);
  const { nav } = props;
  return (
    <StepPage
      steps={<WizardSteps screen={props.screen} />}
      title={props.title}
      lead={props.lead}
      error={props.error}
      aside={props.aside}
      buttons={
        <>
          <StepBackButton onBack={nav.onBack} busy={nav.busy} backDisabled={nav.backDisabled} />
          <Button
            type={nav.form ? 'submit' : 'button'}
            form={nav.form}
            onClick={nav.form ? undefined : nav.onNext}
            loading={nav.busy}
            rightSection={<IconArrowRight size={16} />}
            aria-disabled={nav.nextBlocked || undefined}
            data-disabled={nav.nextBlocked || undefined}
          >
            {nav.nextLabel ?? 'Próximo'}
          </Button>
        </>
      }
    >
      {props.children}
    </StepPage>
  );
}
