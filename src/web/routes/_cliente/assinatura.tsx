import { createFileRoute } from '@tanstack/react-router';
import { requestSearchSchema } from '../../customer/request-search';
import { lazyComponent } from '../../ui/lazy-component';

const screens = () => import('../../customer/SignatureDueScreen');
const SignatureDueScreen = lazyComponent(() => screens().then((module) => module.SignatureDueScreen));
const SignatureDueMissing = lazyComponent(() => screens().then((module) => module.SignatureDueMissing));

/** /assinatura?tipo=marca&id=12: send the signed procuração of a request that waits for it. */
export const Route = createFileRoute('/_cliente/assinatura')({
  validateSearch: requestSearchSchema,
  loaderDeps: ({ search }) => search,
  // Who still signs, as the customer's list says it: read afresh, a signature sent meanwhile must show.
  loader: async ({ deps }) => {
    const orders = await import('../../api/orders');
    const rows = deps.tipo === 'marca' ? (await orders.listBrands()).marcas : (await orders.listServices()).servicos;
    const row = rows.find((candidate) => candidate.id === deps.id);
    return { found: row !== undefined, pending: row?.aguardandoAssinatura ?? null };
  },
  gcTime: 0,
  component: function SignatureDueRoute() {
    const { tipo, id } = Route.useSearch();
    const { found, pending } = Route.useLoaderData();
    return found ? <SignatureDueScreen tipo={tipo} id={id} pending={pending} /> : <SignatureDueMissing tipo={tipo} />;
  },
});
