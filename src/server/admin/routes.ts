import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireAdmin, requireUser } from '../auth/middleware';
import type { AppDeps, AppEnv } from '../context';
import { users } from '../db/schema';

/** Staff-only calls; the spec's /admin/... served under /api/admin (DESIGN.md). */
export function adminRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps), requireAdmin);

  app.get('/users', async (c) => {
    const rows = await db
      .select({ userID: users.id, fullName: users.fullName, CPF: users.cpf, phone: users.phone, Email: users.email })
      .from(users)
      .orderBy(asc(users.id));
    return c.json(rows);
  });

  return app;
}
