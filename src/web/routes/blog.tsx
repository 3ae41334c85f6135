import { createFileRoute } from '@tanstack/react-router';
import { BlogScreen } from '../screens/public/BlogScreen';

export const Route = createFileRoute('/blog')({ component: BlogScreen });
