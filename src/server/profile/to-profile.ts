import type { Profile } from '../../shared/schemas/profile';
import type { UserRow } from '../context';

/** The spec's profile field names; the password hash never leaves the server. */
export function toProfile(user: UserRow): Profile {
  return {
    userID: user.id,
    fullName: user.fullName,
    Email: user.email,
    CPF: user.cpf,
    phone: user.phone,
    IsAdmin: user.isAdmin,
    Endereco: user.endereco,
    Numero: user.numero,
    Complemento: user.complemento,
    Bairro: user.bairro,
    Cidade: user.cidade,
    Estado: user.estado,
    CEP: user.cep,
    aceitaWhatsapp: user.aceitaWhatsapp,
    Nacionalidade: user.nacionalidade,
  };
}
