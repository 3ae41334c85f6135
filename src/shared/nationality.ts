/**
 * The nationalities offered where a person's data is entered, as the procuração qualifies them. Offered, not
 * assumed: the form starts empty so nobody is written "brasileira" (or "brasileiro") without choosing it, and any
 * other nationality may be written instead.
 */
export const NATIONALITY_CHOICES = ['brasileira', 'brasileiro'] as const;

/** Beside every nationality field: what to choose or write. */
export const NATIONALITY_HINT = 'Escolha brasileira ou brasileiro, ou escreva outra, como deve constar na procuração.';
