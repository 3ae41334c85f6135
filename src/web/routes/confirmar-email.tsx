import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ConfirmEmailScreen } from '../account/ConfirmEmailScreen';

const searchSchema = v.object({ token: v.optional(v.fallback(v.string(), ''), '') });

export const Route = createFileRoute('/confirmar-email')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: function ConfirmEmailRoute() {
    return <ConfirmEmailScreen token={Route.useSearch().token} />;
  },
});
