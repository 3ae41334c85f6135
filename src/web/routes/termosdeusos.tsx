import { createFileRoute } from '@tanstack/react-router';
import { TermsScreen } from '../public/TermsScreen';

export const Route = createFileRoute('/termosdeusos')({ component: TermsScreen });
