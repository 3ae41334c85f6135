import { brandClassesOf, classNumbersText } from '../../shared/brand-classes';
import { serviceAnswersOf } from '../../../machines/service-request/service-answers';
import { entryTitle } from '../../shared/catalogue';
import { formatDocument } from '../../shared/documents';
import type { ListQuery } from '../../shared/schemas/admin';
import type { Database } from '../db/client';
import { marcas, servicos, staffDownloads, users } from '../db/schema';
import { todayInBrazil } from '../../shared/time/brasilia';
import { brandListQuery } from './brand-list';
import { toCsv } from './csv';
import { holdersOf, unknownHolder } from './holders-of';
import { queueFacts, staffIdsOf } from './queue';
import { serviceListQuery } from './service-list';
import { userListQuery } from './user-list';

/** An export reads at most this many rows: more than the whole filtered queue of a busy office. */
export const EXPORT_MAX_ROWS = 50_000;

const brazilDate = (iso: string | null) => (iso ? todayInBrazil(new Date(iso)).split('-').reverse().join('/') : '');
const yesNo = (value: boolean) => (value ? 'sim' : 'não');

/** Exports are audited like downloads: who, which list, with which filters. */
async function audit(db: Database, actorUserId: number, name: string, query: ListQuery, rows: number) {
  const filters = Object.entries(query)
    .filter(([key, value]) => key !== 'pagina' && value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${String(value)}`);
  await db.insert(staffDownloads).values({
    actorUserId,
    requestKind: 'exportacao',
    requestId: 0,
    files: [name, `${rows} linhas`, ...(filters.length ? [`filtros: ${filters.join(', ')}`] : [])],
  });
}

/** What the holder and queue columns read of a brand or service row. */
interface RequestRow {
  userId: number;
  status: string;
  confirmadoEm: Date | null;
  responsavelId: number | null;
}

/** A request list as CSV: the kind's own columns, then the holder's and the queue's, the same for both kinds. */
async function requestsCsv<Row extends RequestRow>(
  db: Database,
  callerId: number,
  name: string,
  query: ListQuery,
  rows: Row[],
  own: Array<[header: string, cell: (row: Row) => unknown]>,
): Promise<string> {
  const people = await holdersOf(db, [...rows.map((row) => row.userId), ...staffIdsOf(rows)]);
  await audit(db, callerId, name, query, rows.length);
  return toCsv(
    [...own.map(([header]) => header), 'Titular', 'CPF/CNPJ', 'Enviado em', 'Dias úteis', 'Atrasado', 'Responsável'],
    rows.map((row) => {
      const holder = people.get(row.userId) ?? unknownHolder(row.userId);
      const queue = queueFacts(row, people);
      return [
        ...own.map(([, cell]) => cell(row)),
        holder.fullName,
        // With its dots and dashes a spreadsheet keeps it as text: as bare digits it became a number without its leading zeros.
        formatDocument(holder.CPF),
        brazilDate(queue.enviadoEm),
        queue.diasUteis,
        yesNo(queue.atrasado),
        queue.responsavel?.nome,
      ];
    }),
  );
}

export async function exportBrands(db: Database, query: ListQuery, callerId: number): Promise<string> {
  const { where, order } = brandListQuery(query, callerId);
  const rows = await db
    .select()
    .from(marcas)
    .where(where)
    .orderBy(...order)
    .limit(EXPORT_MAX_ROWS);
  return requestsCsv(db, callerId, 'marcas.csv', query, rows, [
    ['ID', (row) => row.id],
    ['Marca', (row) => row.nome],
    ['Classes', (row) => classNumbersText(brandClassesOf(row))],
    ['Plano', (row) => entryTitle(row.planoId)],
    ['Status', (row) => row.status],
    ['Pagamento', (row) => row.statusPagamento],
    ['Protocolo', (row) => row.protocolo],
    ['Processo INPI', (row) => row.processoInpi],
  ]);
}

export async function exportServices(db: Database, query: ListQuery, callerId: number): Promise<string> {
  const { where, order } = serviceListQuery(query, callerId);
  const rows = await db
    .select()
    .from(servicos)
    .where(where)
    .orderBy(...order)
    .limit(EXPORT_MAX_ROWS);
  return requestsCsv(db, callerId, 'servicos.csv', query, rows, [
    ['ID', (row) => row.id],
    ['Serviço', (row) => entryTitle(row.planoId)],
    [
      'Marca',
      (row) => {
        const { nomeMarca } = serviceAnswersOf(row.dados);
        return typeof nomeMarca === 'string' ? nomeMarca : '';
      },
    ],
    ['Status', (row) => row.status],
    ['Pagamento', (row) => row.statusPagamento],
    ['Protocolo', (row) => row.numProtocolo],
  ]);
}

export async function exportUsers(db: Database, query: ListQuery, callerId: number): Promise<string> {
  const { where, order } = userListQuery(query);
  const rows = await db
    .select({
      id: users.id,
      nome: users.fullName,
      email: users.email,
      cpf: users.cpf,
      phone: users.phone,
      cidade: users.cidade,
      estado: users.estado,
    })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(EXPORT_MAX_ROWS);
  await audit(db, callerId, 'usuarios.csv', query, rows.length);
  return toCsv(
    ['ID', 'Nome', 'E-mail', 'CPF', 'Telefone', 'Cidade', 'UF'],
    rows.map((row) => [row.id, row.nome, row.email, formatDocument(row.cpf), row.phone, row.cidade, row.estado]),
  );
}
