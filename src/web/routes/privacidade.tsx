import { createFileRoute } from '@tanstack/react-router';
import { PrivacyScreen } from '../public/PrivacyScreen';

export const Route = createFileRoute('/privacidade')({ component: PrivacyScreen });
