import * as v from 'valibot';
import { inpiMessages } from '../inpi-messages';
import { messages } from '../messages';

/** The INPI watch's payloads (back office and the customer's /home). */

/** GET /api/admin/inpi/rpi → { itens } */
export interface RpiIssueRow {
  numero: number;
  data: string;
  processos: number;
  despachos: number;
  alertas: number;
  origem: string;
  importadaEm: string;
}

/** POST /api/admin/inpi/rpi */
export interface RpiImportAnswer {
  mensagem: string;
  numero: number;
  data: string;
  processos: number;
  despachos: number;
  alertas: number;
  jaImportada: boolean;
}

/** GET /api/admin/inpi/prazos → { itens }, soonest first. */
export interface DeadlineRow {
  id: number;
  marcaId: number;
  marca: string | null;
  cliente: string;
  processo: string;
  codigo: string;
  despacho: string;
  prazo: string;
  vencimento: string;
  /** The end of the extraordinary term (concession fee before RPI nº 2842), if any. */
  vencimentoExtraordinario: string | null;
  diasRestantes: number;
  clienteAge: boolean;
  /** Null for a validity end staff recorded by hand (no issue published it). */
  rpi: number | null;
  /** When staff marked the term handled, and who; null while it is not. */
  tratadoEm: string | null;
  tratadoPor: string | null;
}

/** GET /api/admin/inpi/vigilancia → { itens } */
export interface WatchHitRow {
  id: number;
  status: 'pendente' | 'confirmado' | 'descartado';
  risco: 'alto' | 'medio';
  riscoTexto: string;
  /** Why, in plain words (inpi/watch-risk.ts): mesmo nome, soa igual, contém sua marca, grafia parecida… */
  motivo: string;
  marcaId: number;
  marcaCliente: string | null;
  classeCliente: number | null;
  cliente: string;
  processo: string;
  nome: string;
  classes: number[];
  titulares: string;
  rpi: number;
  vencimento: string;
  /** When staff confirmed or dismissed it (ISO); null while pending. */
  decididoEm: string | null;
}

/** GET /api/admin/inpi/codigos → { itens }: codes met that our despacho table does not know. */
export interface UnknownCodeRow {
  codigo: string;
  /** The INPI's own name, as the RPI printed it. */
  nome: string;
  vezes: number;
  primeiraRpi: number;
  ultimaRpi: number;
  exemploProcesso: string | null;
}

/** On each brand of GET /api/marcas/: where the process stands at the INPI. */
export interface BrandInpiSummary {
  processo: string;
  ultimoDespacho: { texto: string; rpi: number; data: string } | null;
  proximoPrazo: { nome: string; data: string } | null;
  /** A registered mark's validity end and its renewal windows (LPI art. 133); null before the concession. */
  vigencia: { ate: string; prorrogarDesde: string; extraordinarioAte: string } | null;
}

const said = inpiMessages.staffValidity;
const isDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** POST /api/admin/inpi/marcas/:id/vigencia: staff record a registration's validity end, and where it comes from. */
export const staffValiditySchema = v.strictObject(
  {
    ate: v.pipe(
      v.string(said.dateInvalid),
      v.regex(/^\d{4}-\d{2}-\d{2}$/, said.dateInvalid),
      v.check(isDay, said.dateInvalid),
    ),
    motivo: v.pipe(
      v.string(said.reasonRequired),
      v.trim(),
      v.minLength(1, said.reasonRequired),
      v.maxLength(500, said.reasonTooLong),
    ),
  },
  messages.admin.unknownField,
);
export type StaffValidityInput = v.InferOutput<typeof staffValiditySchema>;

/** A person or company the RPI names (`nome-razao-social`, `pais`, `uf`). */
export interface RpiParty {
  nome: string;
  pais?: string;
  uf?: string;
}

/** What the RPI prints with a despacho besides its code and name, kept whole. */
export interface DespachoElements {
  /** `<texto-sobrestamento>` and the processes it names as blocking this one. */
  textoSobrestamento?: string;
  processosBloqueantes?: string[];
  /** `<sobrestadores><sobrestador processo marca>` of the process. */
  sobrestadores?: { processo: string; marca?: string }[];
  /** `<protocolo>` of the petition the despacho decides. */
  protocolo?: {
    numero?: string;
    data?: string;
    codigoServico?: string;
    requerente?: RpiParty;
    cedente?: RpiParty;
    cessionario?: RpiParty;
    procurador?: string;
  };
  /** `<prioridade-unionista><prioridade numero data pais>` of the process. */
  prioridades?: { numero?: string; data?: string; pais?: string }[];
  /** `<apostila>` of the process (what the registration gives no exclusive right to). */
  apostila?: string;
}
