import { createFileRoute } from '@tanstack/react-router';
import { LandingScreen } from '../screens/public/LandingScreen';

export const Route = createFileRoute('/')({ component: LandingScreen });
