import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/**
 * Creates the admin named by ADMIN_EMAIL, or promotes that account if it exists. The password is
 * set only on creation, so a password changed later in the app survives restarts.
 */
export async function ensureAdmin(db: Database, email: string, password: string): Promise<void> {
  const normalized = email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalized));
  if (existing) {
    await db.update(users).set({ isAdmin: true }).where(eq(users.id, existing.id));
    return;
  }
  await db.insert(users).values({
    fullName: 'Administrador',
    email: normalized,
    // Staff accounts hold no document; the placeholder keeps the unique column satisfied.
    cpf: `ADMIN:${normalized}`,
    phone: '',
    passwordHash: await hashPassword(password),
    isAdmin: true,
  });
}
