import { createFileRoute } from '@tanstack/react-router';
import { BlogScreen } from '../public/BlogScreen';

export const Route = createFileRoute('/blog')({ component: BlogScreen });
