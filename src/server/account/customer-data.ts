import { and, eq, inArray, or } from 'drizzle-orm';
import type { UserRow } from '../context';
import type { Database } from '../db/client';
import { brandOwners, documents, marcas, payments, requestEvents, servicos } from '../db/schema';

/** Everything held on one customer, found from their own id only: nothing here is looked up any other way. */
export async function collectCustomerData(db: Database, user: UserRow) {
  const [brandRows, serviceRows, paymentRows] = await Promise.all([
    db.select().from(marcas).where(eq(marcas.userId, user.id)).orderBy(marcas.id),
    db.select().from(servicos).where(eq(servicos.userId, user.id)).orderBy(servicos.id),
    db.select().from(payments).where(eq(payments.userId, user.id)).orderBy(payments.id),
  ]);
  const brandIds = brandRows.map((row) => row.id);
  const serviceIds = serviceRows.map((row) => row.id);
  const ofRequests = (brandColumn: typeof documents.marcaId, serviceColumn: typeof documents.servicoId) =>
    or(
      brandIds.length ? inArray(brandColumn, brandIds) : undefined,
      serviceIds.length ? inArray(serviceColumn, serviceIds) : undefined,
    );
  const noRequests = brandIds.length === 0 && serviceIds.length === 0;

  const [ownerRows, documentRows, eventRows] = await Promise.all([
    brandIds.length
      ? db
          .select()
          .from(brandOwners)
          .where(inArray(brandOwners.marcaId, brandIds))
          .orderBy(brandOwners.marcaId, brandOwners.position)
      : [],
    noRequests
      ? []
      : db.select().from(documents).where(ofRequests(documents.marcaId, documents.servicoId)).orderBy(documents.id),
    noRequests
      ? []
      : db
          .select()
          .from(requestEvents)
          .where(
            or(
              brandIds.length
                ? and(eq(requestEvents.requestKind, 'marca'), inArray(requestEvents.requestId, brandIds))
                : undefined,
              serviceIds.length
                ? and(eq(requestEvents.requestKind, 'servico'), inArray(requestEvents.requestId, serviceIds))
                : undefined,
            ),
          )
          .orderBy(requestEvents.createdAt, requestEvents.id),
  ]);
  return { user, brandRows, serviceRows, paymentRows, ownerRows, documentRows, eventRows };
}

export type CustomerData = Awaited<ReturnType<typeof collectCustomerData>>;
