import { vValidator } from '@hono/valibot-validator';
import { Hono } from 'hono';
import * as v from 'valibot';
import { messages } from '../../shared/messages';
import {
  brandDataSchema,
  ownersSchema,
  type BrandDataAnswer,
  type ConfirmAnswer,
  type OwnersAnswer,
} from '../../shared/schemas/brand-wizard';
import { ownerOf, ownerToSpec } from '../../../machines/brand-wizard/owner-names';
import type { AppDeps } from '../context';
import { validate } from '../http/validate';
import { saveBrandData } from './brand-data';
import { confirmRequest } from './confirm';
import { saveOwners } from './save-owners';
import { filesOf, removeStoredFile } from '../documents/storage';
import { authenticated, ownPaidBrandRequest, stillEditable, type WizardEnv } from './wizard-request';
import { loadWizard } from './wizard-state';

const ID = ':marcaId{[0-9]+}';

const missingOwnerField: Record<string, string> = {
  nome: messages.owners.nameRequired,
  email: messages.register.invalidEmail,
  doc_num: messages.owners.cpfInvalid,
  endereco: messages.owners.addressIncomplete,
  cep: messages.cep.invalid,
  logradouro: messages.owners.addressIncomplete,
  numero: messages.owners.addressIncomplete,
  cidade: messages.owners.addressIncomplete,
  estado: messages.profile.stateInvalid,
};

/** The spec sends the owners as a bare JSON array, which the shared object validator refuses; the owner's position names a refusal. */
const validateOwners = vValidator(
  'json',
  v.config(ownersSchema, { message: messages.http.invalidInput }),
  (result, c) => {
    if (result.success) return;
    const [issue] = result.issues;
    const last = issue.path?.at(-1);
    const missing =
      issue.input === undefined && last?.origin === 'key' ? missingOwnerField[String(last.key)] : undefined;
    const message = missing ?? issue.message;
    const index = issue.path?.[0]?.key;
    return c.json({ erro: typeof index === 'number' ? messages.owners.position(index + 1, message) : message }, 400);
  },
);

/** The brand wizard on /api/marcas/{marcaId}: resume data, owners, brand data and the final confirmation. */
export function brandWizardRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<WizardEnv>();
  const ownRequest = [authenticated(deps), ownPaidBrandRequest(deps)] as const;

  app.get(`/${ID}/assistente`, ...ownRequest, async (c) => c.json(await loadWizard(db, c.get('user'), c.get('marca'))));

  app.post(`/${ID}/proprietarios`, ...ownRequest, stillEditable, validateOwners, async (c) => {
    const saved = await saveOwners(db, c.get('marca').id, c.req.valid('json').map(ownerOf));
    await Promise.all(saved.staleFiles.map((path) => removeStoredFile(filesOf(deps), path, c.var.lines)));
    return c.json({
      // A returned request whose procuração named other owners: the answer says a new one is needed.
      mensagem: saved.procuracaoReaberta ? messages.corrections.newOwnersPowerOfAttorney : messages.owners.saved,
      proprietarios: saved.proprietarios.map(ownerToSpec),
    } satisfies OwnersAnswer);
  });

  app.put(`/${ID}`, ...ownRequest, stillEditable, validate('json', brandDataSchema), async (c) => {
    const saved = await saveBrandData(db, c.get('marca').id, c.req.valid('json'));
    await Promise.all(saved.staleFiles.map((path) => removeStoredFile(filesOf(deps), path, c.var.lines)));
    return c.json({
      // A returned request whose procuração named another brand or class: the answer says a new one is needed.
      mensagem: saved.procuracaoReaberta ? messages.corrections.newBrandPowerOfAttorney : messages.brandData.saved,
      marca: saved.marca,
    } satisfies BrandDataAnswer);
  });

  app.post(`/${ID}/confirmar`, ...ownRequest, async (c) => {
    const confirmed = await confirmRequest(db, deps.config, c.get('user'), c.get('marca').id);
    const assistente = await loadWizard(db, c.get('user'), confirmed);
    return c.json({ mensagem: messages.wizard.confirmed, assistente } satisfies ConfirmAnswer);
  });

  return app;
}
