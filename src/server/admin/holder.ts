import type { AdminBrandDetail } from '../../shared/schemas/admin';
import type { UserRow } from '../context';

/** The customer as staff see them: contact, document and address; never the password or the admin flag. */
export const adminHolder = (user: UserRow): AdminBrandDetail['titular'] => ({
  userID: user.id,
  fullName: user.fullName,
  CPF: user.cpf,
  phone: user.phone,
  Email: user.email,
  Endereco: user.endereco,
  Numero: user.numero,
  Complemento: user.complemento,
  Cidade: user.cidade,
  Estado: user.estado,
  CEP: user.cep,
});
