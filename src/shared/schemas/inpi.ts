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
  diasRestantes: number;
  clienteAge: boolean;
  rpi: number;
}

/** GET /api/admin/inpi/vigilancia → { itens } */
export interface WatchHitRow {
  id: number;
  status: 'pendente' | 'confirmado' | 'descartado';
  risco: 'alto' | 'medio';
  riscoTexto: string;
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

/** On each brand of GET /api/marcas/: where the process stands at the INPI. */
export interface BrandInpiSummary {
  processo: string;
  ultimoDespacho: { texto: string; rpi: number; data: string } | null;
  proximoPrazo: { nome: string; data: string } | null;
}
