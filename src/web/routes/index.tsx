import { createFileRoute } from '@tanstack/react-router';
import { LandingScreen } from '../public/LandingScreen';

export const Route = createFileRoute('/')({ component: LandingScreen });
