import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ResetPasswordScreen } from '../account/ResetPasswordScreen';

const searchSchema = v.object({ token: v.optional(v.fallback(v.string(), ''), '') });

export const Route = createFileRoute('/redefinir-senha')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: function ResetPasswordRoute() {
    return <ResetPasswordScreen token={Route.useSearch().token} />;
  },
});
