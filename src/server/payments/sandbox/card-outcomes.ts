/**
 * Mercado Pago's test cards decide by the cardholder's name; the sandbox answers the same way,
 * so a tester uses one habit in both environments.
 */
const outcomes: Record<string, { status: string; statusDetail: string }> = {
  APRO: { status: 'approved', statusDetail: 'accredited' },
  OTHE: { status: 'rejected', statusDetail: 'cc_rejected_other_reason' },
  CONT: { status: 'in_process', statusDetail: 'pending_contingency' },
  CALL: { status: 'rejected', statusDetail: 'cc_rejected_call_for_authorize' },
  FUND: { status: 'rejected', statusDetail: 'cc_rejected_insufficient_amount' },
  SECU: { status: 'rejected', statusDetail: 'cc_rejected_bad_filled_security_code' },
  EXPI: { status: 'rejected', statusDetail: 'cc_rejected_bad_filled_date' },
  FORM: { status: 'rejected', statusDetail: 'cc_rejected_bad_filled_other' },
};

export function sandboxCardOutcome(cardholderName: string | undefined): { status: string; statusDetail: string } {
  const code = (cardholderName ?? '').trim().split(/\s+/)[0].toUpperCase();
  return outcomes[code] ?? { status: 'rejected', statusDetail: 'sandbox_unknown_cardholder' };
}
