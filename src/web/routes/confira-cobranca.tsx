import { createFileRoute } from '@tanstack/react-router';
import { ChargeCheckScreen } from '../charge-check/ChargeCheckScreen';

/** /confira-cobranca: public; linked from every page's footer, every e-mail and the request timeline. */
export const Route = createFileRoute('/confira-cobranca')({ component: ChargeCheckScreen });
