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

/** What the check reads of a brand or service request row. */
interface RequestRow extends MandateRow {
  userId: number;
  statusPagamento: string;
}

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
  const alreadyConfirmed = () => new ApiError(409, access.alreadyConfirmed);
  const powerOfAttorneyOpen = (request: Row) => !request.confirmadoEm || awaitsSignature(access.key, request);
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

    /** Once confirmed the request is under review: checked before any upload is read, and again under lock. */
    stillEditable: createMiddleware<E>(async (c, next) => {
      if (row(c).confirmadoEm) throw alreadyConfirmed();
      await next();
    }),

    /**
     * The procuração may still be sent: before the confirmation, or after it while the request waits for the
     * signature of every outorgante (everything else stays frozen then). Checked before the upload is read.
     */
    powerOfAttorneyOpen: createMiddleware<E>(async (c, next) => {
      if (!powerOfAttorneyOpen(row(c))) throw alreadyConfirmed();
      await next();
    }),

    /** Locks the request's row for the transaction, so saves, uploads and the confirmation take turns. */
    async lockEditable(
      tx: Tx | Database,
      id: number,
      what: 'everything' | 'powerOfAttorney' = 'everything',
    ): Promise<Row> {
      const locked = await access.find(tx, id, true);
      if (!locked) throw requestNotFound();
      if (what === 'everything' ? locked.confirmadoEm : !powerOfAttorneyOpen(locked)) throw alreadyConfirmed();
      return locked;
    },
  };
}
