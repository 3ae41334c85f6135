import type { Context, Env } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isPaid, type OrderKind } from '../../shared/schemas/checkout';
import { awaitsSignature, type MandateRow } from './awaiting-signature';
import { requireUser } from '../auth/middleware';
import type { AppDeps, AppEnv } from '../context';
import type { Database, Tx } from '../db/client';
import { ApiError } from '../http/errors';
import { requestId } from '../http/id-param';
import { messages } from '../../shared/messages';
import { isReturned } from '../../../machines/request-status/request-status';
import type { CorrectionPart } from '../../shared/request-statuses';

/** What the check reads of a brand or service request row. */
interface RequestRow extends MandateRow {
  userId: number;
  statusPagamento: string;
  /** The parts staff reopened when they returned the request for correction. */
  correcao: CorrectionPart[];
}

/** Returned for correction with this part reopened: the customer may change it though the request was sent. */
export const reopened = (row: Pick<RequestRow, 'status' | 'correcao'>, part: CorrectionPart) =>
  isReturned(row.status) && row.correcao.includes(part);

/** How one kind of request (a brand's wizard, a service's request) is found and refused. */
export interface RequestAccess<Key extends OrderKind, Row extends RequestRow> {
  /** The kind of request, also the context variable the loaded row is kept in ('marca', 'servico'). */
  key: Key;
  /** The path parameter that names the request. */
  param: string;
  /** The row, or undefined when missing; `lock` reads it FOR UPDATE. */
  find: (db: Tx | Database, id: number, lock?: boolean) => Promise<Row | undefined>;
  /** Rows of the table this flow does not serve (a service of an unknown plan) look missing. */
  serves?: (row: Row) => boolean;
  unpaid: string;
  alreadyConfirmed: string;
}

export type RequestEnv<Key extends string, Row> = { Variables: AppEnv['Variables'] & Record<Key, Row> };

const requestNotFound = () => new ApiError(404, messages.orders.notFound);

/**
 * The customer's access to one request, the same for every kind: who may open it, when it may still change, and
 * the lock that makes its saves take turns.
 */
export function requestAccess<Key extends OrderKind, Row extends RequestRow>(access: RequestAccess<Key, Row>) {
  type E = RequestEnv<Key, Row> & Env;
  // A returned request names what it reopened: another part is refused in those words.
  const closed = (request: Row) =>
    new ApiError(409, isReturned(request.status) ? messages.corrections.partClosed : access.alreadyConfirmed);
  const powerOfAttorneyOpen = (request: Row) =>
    !request.confirmadoEm || awaitsSignature(access.key, request) || reopened(request, 'procuracao');
  const editable = (request: Row, part: CorrectionPart) =>
    part === 'procuracao' ? powerOfAttorneyOpen(request) : !request.confirmadoEm || reopened(request, part);
  // The row as the context keeps it; Hono cannot see that Key names a variable of E.
  const row = (c: Context<E>) => (c as unknown as Context<{ Variables: Record<string, Row> }>).get(access.key);

  return {
    /** requireUser, unless a middleware mounted on the same path (the orders' routes) already authenticated the caller. */
    authenticated(deps: AppDeps) {
      const authenticate = requireUser(deps);
      return createMiddleware<E>((c, next) =>
        c.get('user') ? next() : authenticate(c as unknown as Context<AppEnv>, next),
      );
    },

    /**
     * Loads the request the path names: only the caller's own (someone else's looks exactly like a missing one),
     * and only once paid, since the flow files what was paid for.
     */
    ownPaid({ db }: AppDeps) {
      return createMiddleware<E>(async (c, next) => {
        const found = await access.find(db, requestId(c.req.param(access.param), messages.orders.notFound));
        if (!found || found.userId !== c.get('user').id || access.serves?.(found) === false) throw requestNotFound();
        if (!isPaid(found.statusPagamento)) throw new ApiError(409, access.unpaid);
        (c as unknown as Context<{ Variables: Record<string, Row> }>).set(access.key, found);
        await next();
      });
    },

    /**
     * Once confirmed the request is under review, unless staff returned it with this part reopened: checked before
     * any upload is read, and again under lock.
     */
    editableFor: (part: Exclude<CorrectionPart, 'procuracao'>) =>
      createMiddleware<E>(async (c, next) => {
        if (!editable(row(c), part)) throw closed(row(c));
        await next();
      }),

    /**
     * The procuração may still be sent: before the confirmation, or after it while the request waits for the
     * signature of every outorgante (everything else stays frozen then). Checked before the upload is read.
     */
    powerOfAttorneyOpen: createMiddleware<E>(async (c, next) => {
      if (!powerOfAttorneyOpen(row(c))) throw closed(row(c));
      await next();
    }),

    /** Locks the request's row for the transaction, so saves, uploads and the confirmation take turns. */
    async lockEditable(tx: Tx | Database, id: number, part: CorrectionPart = 'dados'): Promise<Row> {
      const locked = await access.find(tx, id, true);
      if (!locked) throw requestNotFound();
      if (!editable(locked, part)) throw closed(locked);
      return locked;
    },
  };
}
