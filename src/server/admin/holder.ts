import type { AdminBrandDetail } from '../../shared/schemas/admin';
import type { UserRow } from '../context';
import { toProfile } from '../profile/to-profile';

/** The customer as staff see them: the profile's fields and names, without the admin flag (never the password). */
export const adminHolder = (user: UserRow): AdminBrandDetail['titular'] => {
  const { IsAdmin: _isAdmin, ...holder } = toProfile(user);
  return holder;
};
