/** Where a column starts to show (Mantine's xs, sm, md): a phone sees the id, the status and "Visualizar". */
export const FROM_TABLET = '(min-width: 36em)';
export const FROM_SMALL_LAPTOP = '(min-width: 48em)';
export const FROM_LAPTOP = '(min-width: 62em)';
/** A wide desktop (1408 px and up, Mantine's xl): room for the columns a queue reads besides the essentials. */
export const FROM_WIDE = '(min-width: 88em)';
