import type { PgColumn } from 'drizzle-orm/pg-core';
import { ADMIN_PAGE_SIZE, type AdminHolder, type ListQuery } from '../../shared/schemas/admin';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { countUpTo } from './count';
import { beyondMatches, offsetOf, orderByOf, pageOf } from './paging';
import { searchCondition } from './search';

const sortColumns: Record<string, PgColumn> = { id: users.id, nome: users.fullName, email: users.email };

/** Users in sign-up order by default. */
export async function listUsers(db: Database, query: ListQuery) {
  const porPagina = ADMIN_PAGE_SIZE.usuarios;
  const where = searchCondition(query.busca, users.busca);
  const total = await countUpTo(db, users, where);
  if (beyondMatches(total, query.pagina, porPagina)) return pageOf([], total, query.pagina, porPagina);
  const rows: AdminHolder[] = await db
    .select({ userID: users.id, fullName: users.fullName, CPF: users.cpf, phone: users.phone, Email: users.email })
    .from(users)
    .where(where)
    .orderBy(...orderByOf(sortColumns, query, users.id, { defaultDirection: 'asc', fewMatches: total.exact }))
    .limit(porPagina)
    .offset(offsetOf(query.pagina, porPagina));
  return pageOf(rows, total, query.pagina, porPagina);
}
