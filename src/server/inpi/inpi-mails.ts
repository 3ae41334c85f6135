import { eq } from 'drizzle-orm';
import { entryTitle, PLAN, signUpPagePath, type PlanId } from '../../shared/catalogue';
import { inpiMessages } from '../../shared/inpi-messages';
import { requestTimelinePath } from '../../shared/order-reference';
import type { PublicConfig } from '../../shared/public-config';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { describeRequest } from '../mail/event-mails';
import type { MailMessage } from '../mail/mailer';
import { requestMail } from '../mail/templates';
import { requestIdentity } from '../requests/request-names';
import { formatDay } from './deadlines';
import type { Term } from './despacho-codes';
import type { RenewalWindow } from './validity';
import { findInpiFee } from '../../shared/inpi-fees';
import { formatCents } from '../../shared/money';

const text = inpiMessages.mail;

/** Where the customer buys one of our services (the public purchase flow). */
export const servicePurchaseLink = (config: PublicConfig, planId: PlanId) =>
  `${config.publicUrl}${signUpPagePath(planId)}`;

/** The brand request and its owner, as an e-mail addresses them; undefined when nobody can be told. */
async function addressee(db: Pick<Database, 'select'>, marcaId: number) {
  const request = await requestIdentity(db, 'marca', marcaId);
  if (!request) return undefined;
  const [user] = await db
    .select({ email: users.email, fullName: users.fullName, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, request.userId));
  if (!user || user.deletedAt) return undefined;
  return { request, user };
}

function termNext(config: PublicConfig, term: Term | undefined, due: string | null): string {
  if (!term || !due) return text.nextNoAction;
  const action = `${inpiMessages.deadlineLine(term.nome, formatDay(due))} ${term.acao}`;
  return term.servico
    ? `${action} ${text.buyService(entryTitle(term.servico), servicePurchaseLink(config, term.servico))}`
    : action;
}

/** The customer's e-mail the week the INPI publishes a despacho about their process. */
export async function despachoMail(
  db: Pick<Database, 'select'>,
  config: PublicConfig,
  input: {
    marcaId: number;
    frase: string;
    rpi: number;
    rpiDate: string;
    complemento: string | null;
    term: Term | undefined;
    due: string | null;
  },
): Promise<MailMessage | undefined> {
  const to = await addressee(db, input.marcaId);
  if (!to) return undefined;
  return requestMail(config, to.user, {
    subject: text.despachoSubject,
    intro: text.despachoIntro(input.frase, input.rpi, formatDay(input.rpiDate)),
    request: describeRequest(to.request),
    details: input.complemento ? [inpiMessages.complement(input.complemento)] : [],
    next: termNext(config, input.term, input.due),
    link: `${config.publicUrl}${requestTimelinePath('marca', input.marcaId)}`,
  });
}

/** The reminder 15 or 5 days before a term ends. */
export async function reminderMail(
  db: Pick<Database, 'select'>,
  config: PublicConfig,
  input: { marcaId: number; term: Term; due: string; daysLeft: number },
) {
  const to = await addressee(db, input.marcaId);
  if (!to) return undefined;
  return requestMail(config, to.user, {
    subject: text.reminderSubject(input.daysLeft),
    intro: text.reminderIntro(input.term.nome, formatDay(input.due), input.daysLeft),
    request: describeRequest(to.request),
    details: [],
    next: termNext(config, input.term, input.due),
    link: `${config.publicUrl}${requestTimelinePath('marca', input.marcaId)}`,
  });
}

/** The renewal reminder: months before the validity ends, or on the first day of the extraordinary window. */
export async function renewalReminderMail(
  db: Pick<Database, 'select'>,
  config: PublicConfig,
  input: { marcaId: number; window: RenewalWindow; extraordinary: boolean; monthsLeft: number },
) {
  const to = await addressee(db, input.marcaId);
  if (!to) return undefined;
  const [end, opens, extra] = [input.window.due, input.window.opens, input.window.dueExtra].map(formatDay) as [
    string,
    string,
    string,
  ];
  const fee = (id: 'prorrogacao-ordinaria' | 'prorrogacao-extraordinaria') => formatCents(findInpiFee(id).fullCents);
  return requestMail(config, to.user, {
    subject: input.extraordinary ? text.renewalLateSubject(extra) : text.renewalSubject(end),
    intro: input.extraordinary
      ? text.renewalLateIntro(end, extra)
      : text.renewalIntro(end, input.monthsLeft, opens, extra),
    request: describeRequest(to.request),
    details: [
      input.extraordinary
        ? text.renewalLateFee(fee('prorrogacao-extraordinaria'))
        : text.renewalFee(fee('prorrogacao-ordinaria'), fee('prorrogacao-extraordinaria')),
    ],
    next: text.buyService(entryTitle(PLAN.prorrogacao), servicePurchaseLink(config, PLAN.prorrogacao)),
    link: `${config.publicUrl}${requestTimelinePath('marca', input.marcaId)}`,
  });
}

/** The customer's e-mail once staff confirm that a new filing conflicts with their brand. */
export async function watchHitMail(
  db: Pick<Database, 'select'>,
  config: PublicConfig,
  hit: {
    marcaId: number;
    nome: string;
    processo: string;
    rpiNumero: number;
    rpiData: string;
    classes: number[];
    dueDate: string;
  },
) {
  const to = await addressee(db, hit.marcaId);
  if (!to) return undefined;
  const opposition = PLAN.oposicao;
  return requestMail(config, to.user, {
    subject: text.watchSubject,
    intro: text.watchIntro(hit.nome, hit.processo, hit.rpiNumero, formatDay(hit.rpiData), hit.classes.join(', ')),
    request: describeRequest(to.request),
    details: [],
    next: `${text.watchNext(formatDay(hit.dueDate))} ${text.buyService(entryTitle(opposition), servicePurchaseLink(config, opposition))}`,
    link: `${config.publicUrl}${requestTimelinePath('marca', hit.marcaId)}`,
  });
}
