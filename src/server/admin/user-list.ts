import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ADMIN_PAGE_SIZE, type AdminHolder, type ListQuery } from '../../shared/schemas/admin';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { findPage, rowsInOrder } from './matches';
import { orderByOf, pageOf } from './paging';
import { searchCondition } from './search';

const sortColumns: Record<string, PgColumn> = { id: users.id, nome: users.fullName, email: users.email };

/** Staff accounts are not customers: left out unless asked for (equipe=sim). Sign-up order by default. */
export function userListQuery(query: ListQuery): { where: SQL | undefined; order: SQL[] } {
  return {
    where: and(searchCondition(query.busca, users.busca), query.equipe ? undefined : eq(users.isAdmin, false)),
    order: orderByOf(sortColumns, query, users.id, { defaultDirection: 'asc' }),
  };
}

/** Users in sign-up order by default. */
export async function listUsers(db: Database, query: ListQuery) {
  const porPagina = query.porPagina ?? ADMIN_PAGE_SIZE.usuarios;
  const { where, order } = userListQuery(query);
  const { ids, counted } = await findPage(db, users, users.id, where, order, { pagina: query.pagina, porPagina });
  const rows: AdminHolder[] = await rowsInOrder(
    ids,
    (byId) =>
      db
        .select({ userID: users.id, fullName: users.fullName, CPF: users.cpf, phone: users.phone, Email: users.email })
        .from(users)
        .where(byId),
    (row) => row.userID,
    users.id,
  );
  return pageOf(rows, counted, query.pagina, porPagina);
}
