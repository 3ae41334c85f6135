import { Checkbox, type CheckboxProps } from '@mantine/core';
import { messages } from '../../shared/messages';

/** The WhatsApp opt-in, worded the same at sign-up and in the profile, where it is withdrawn. */
export function WhatsappOptInCheckbox(props: Omit<CheckboxProps, 'label' | 'description'>) {
  return <Checkbox {...props} label={messages.whatsapp.optInLabel} description={messages.whatsapp.optInHelp} />;
}
