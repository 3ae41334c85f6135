import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../account/LoginScreen';

export const Route = createFileRoute('/login')({ component: LoginScreen });
