import { useState } from 'react';
import type { AddressInput } from '../../../machines/brand-wizard/brand-registration';
import { failureMessage } from '../../../machines/shared/api-failure';
import { onlyDigits } from '../../shared/documents';
import { messages } from '../../shared/messages';
import { apiFailure } from '../api/client';
import { lookupCep } from '../api/brand-wizard';
import { addressFromCep } from '../brand-wizard/brand-wizard-forms';

/**
 * A CEP lookup beside a form that keeps its own values (the profile, the service form's holder): a full CEP fills
 * street, neighbourhood, city and state, which the customer can still change; a failure says so under the CEP.
 */
export function useCepLookup(fill: (found: Partial<AddressInput>) => void) {
  const [state, setState] = useState<{ looking: boolean; error: string | null }>({ looking: false, error: null });
  async function lookup(cep: string) {
    if (onlyDigits(cep).length !== 8) return setState({ looking: false, error: null });
    setState({ looking: true, error: null });
    try {
      fill(addressFromCep(await lookupCep(cep)));
      setState({ looking: false, error: null });
    } catch (error) {
      // The server's reason (not found; down, fill the address by hand), as the brand wizard shows it; the spec's
      // profile wording when no reason came.
      setState({ looking: false, error: failureMessage(apiFailure(error), messages.profile.cepLookupFailed) });
    }
  }
  return { ...state, lookup };
}
