import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../screens/account/LoginScreen';

export const Route = createFileRoute('/login')({ component: LoginScreen });
