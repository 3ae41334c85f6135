import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ConfirmPlanPlaceholder } from '../screens/public/ConfirmPlanPlaceholder';

/** ?planId=1 arrives as a number (search values are JSON); anything else leaves it undefined. */
const searchSchema = v.object({ planId: v.fallback(v.optional(v.number()), undefined) });

export const Route = createFileRoute('/confirmplan')({
  validateSearch: searchSchema,
  component: function ConfirmPlanRoute() {
    return <ConfirmPlanPlaceholder planId={Route.useSearch().planId} />;
  },
});
