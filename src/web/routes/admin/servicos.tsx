import { createFileRoute } from '@tanstack/react-router';
import { AdminPlaceholder } from '../../screens/admin/AdminPlaceholder';

export const Route = createFileRoute('/admin/servicos')({ component: () => <AdminPlaceholder title="Serviços" /> });
