import { brandDocumentsMachine, type BrandDocumentsContext } from '../../../machines/brand-wizard/brand-documents';
import {
  brandRegistrationMachine,
  type AddressInput,
  type BrandRegistrationContext,
} from '../../../machines/brand-wizard/brand-registration';
import {
  powerOfAttorneyMachine,
  type SignedPowerOfAttorney,
  type UploadFile,
} from '../../../machines/power-of-attorney/power-of-attorney';
import type { BrandWizard, Owner } from '../../../machines/brand-wizard/owner-names';
import type { WalkOptions } from '../../../machines/tooling/walk';
import { messages } from '../../../src/shared/messages';
import {
  DOCUMENT_FIELDS,
  type BrandData,
  type CepAddress,
  type UploadedDocuments,
  type UploadedFile,
  type WizardStage,
  type WizardStep,
} from '../../../src/shared/schemas/brand-wizard';
import { customerProfile } from './login-model';

/** Keeps walk path names short: the sample reads as its label in them (JSON), and is otherwise unchanged. */
function labelled<T extends object>(label: string, value: T): T {
  Object.defineProperty(value, 'toJSON', { value: () => label, enumerable: false });
  return value;
}

const file = (nome: string, tipo: string): UploadedFile => ({
  nome,
  tipo,
  tamanho: 20_480,
  enviadoEm: '2026-03-02T13:00:00.000Z',
});

export const uploadFiles = {
  signedPdf: labelled<UploadFile>('procuracao-assinada.pdf', {
    name: 'procuracao-assinada.pdf',
    type: 'application/pdf',
    size: 180_000,
  }),
  photo: labelled<UploadFile>('foto.png', { name: 'foto.png', type: 'image/png', size: 90_000 }),
  hugePdf: labelled<UploadFile>('enorme.pdf (12 MB)', {
    name: 'enorme.pdf',
    type: 'application/pdf',
    size: 12 * 1024 * 1024,
  }),
  logo: labelled<UploadFile>('logo.png', { name: 'logo.png', type: 'image/png', size: 40_000 }),
  proof: labelled<UploadFile>('conta-de-luz.pdf', { name: 'conta-de-luz.pdf', type: 'application/pdf', size: 120_000 }),
  idPhoto: labelled<UploadFile>('rg.jpg', { name: 'rg.jpg', type: 'image/jpeg', size: 300_000 }),
};

export const signedUploads: Record<'signed' | 'unsigned', SignedPowerOfAttorney> = {
  signed: { assinadaDigitalmente: true, arquivo: file('procuracao-assinada.pdf', 'application/pdf') },
  unsigned: { assinadaDigitalmente: false, arquivo: file('procuracao-escaneada.pdf', 'application/pdf') },
};

const failure = (status: number | undefined, message?: string) => ({ status, message });

/** The power-of-attorney machine as a model: a fresh request and one whose signed file was already sent. */
export const powerOfAttorneyModel = {
  machine: powerOfAttorneyMachine,
  inputs: [
    { name: 'nothing sent yet', input: { id: 7 } },
    { name: 'signed file already sent', input: { id: 7, uploaded: signedUploads.signed } },
  ],
  events: {
    UPLOAD: [
      { type: 'UPLOAD', file: uploadFiles.signedPdf },
      { type: 'UPLOAD', file: uploadFiles.photo },
      { type: 'UPLOAD', file: uploadFiles.hugePdf },
    ],
    PROGRESS: [{ type: 'PROGRESS', percent: 42.4 }],
  },
  actors: {
    downloadPdf: { done: { saved: undefined }, error: { offline: failure(undefined) } },
    uploadSigned: {
      done: signedUploads,
      error: { refused: failure(400, messages.uploads.procuracaoNotPdf), offline: failure(undefined) },
    },
  },
} satisfies WalkOptions<typeof powerOfAttorneyMachine>;

// ---------------------------------------------------------------- brand registration

export const address: AddressInput = labelled('complete address', {
  CEP: '57035-000',
  Endereco: 'Avenida Álvaro Otacílio',
  Numero: '1200',
  Complemento: 'Apto 301',
  Bairro: 'Ponta Verde',
  Cidade: 'Maceió',
  Estado: 'AL',
});
export const addressWithoutNumber: AddressInput = labelled('address without number', { ...address, Numero: '' });

const ownerAddress = {
  cep: '57035180',
  logradouro: 'Avenida Álvaro Otacílio',
  numero: '1200',
  complemento: 'Apto 301',
  bairro: 'Ponta Verde',
  cidade: 'Maceió',
  estado: 'AL',
};
export const owners: Owner[] = labelled('one valid owner', [
  {
    nome: 'Maria da Silva Souza',
    email: 'maria@exemplo.com.br',
    tipoDoc: 'cpf' as const,
    docNum: '52998224725',
    nacionalidade: 'brasileira',
    endereco: ownerAddress,
    representante: null,
  },
]);
export const ownersWithBadCpf = labelled('owner with a wrong CPF', [
  {
    nome: 'João Pereira',
    email: 'joao@exemplo.com.br',
    tipoDoc: 'cpf' as const,
    docNum: '123.456.789-00',
    nacionalidade: 'brasileira',
    endereco: ownerAddress,
    representante: null,
  },
]);

export const brandData: BrandData = {
  nome: 'Café Serra Azul',
  descricao: 'Cafés especiais torrados em Alagoas.',
  areaAtuacao: 'Alimentação',
  tipo: 'Mista',
  classeNice: 30,
  classes: [
    { classeNice: 30, itens: ['Café'], livre: null },
    { classeNice: 43, itens: [], livre: 'Serviços de cafeteria' },
  ],
  marcaJaUtilizada: true,
  dataPrimeiroUso: '2021-05-10',
  registroInternacional: false,
  numeroRegistroInternacional: null,
  paisDeRegistro: null,
};
export const brandInput = labelled('named, Mista, two classes', { ...brandData });
export const brandWithoutType = labelled('named, no type', { ...brandData, tipo: '' as const });
export const brandWithEmptyClass = labelled('named, Mista, a class with nothing in it', {
  ...brandData,
  classes: [...brandData.classes, { classeNice: 35, itens: [], livre: null }],
});
export const brandWithoutClasses = labelled('named, Mista, no class', { ...brandData, classeNice: null, classes: [] });

export const chosenFiles = {
  all: labelled('all three files', {
    logo: uploadFiles.logo,
    comprovanteRes: uploadFiles.proof,
    docFoto: uploadFiles.idPhoto,
  }),
  none: labelled('no files', {}),
  logoOnly: labelled('a new logo only', { logo: uploadFiles.logo }),
};

export const uploadedDocuments: UploadedDocuments = {
  logo: file('logo.png', 'image/png'),
  comprovanteRes: file('conta-de-luz.pdf', 'application/pdf'),
  docFoto: file('rg.jpg', 'image/jpeg'),
};

export const cepAddress: CepAddress = {
  cep: '57035000',
  logradouro: 'Avenida Álvaro Otacílio',
  bairro: 'Ponta Verde',
  localidade: 'Maceió',
  uf: 'AL',
};

const emptyBrand: BrandData = {
  nome: null,
  descricao: null,
  areaAtuacao: null,
  tipo: null,
  classeNice: null,
  classes: [],
  marcaJaUtilizada: false,
  dataPrimeiroUso: null,
  registroInternacional: false,
  numeroRegistroInternacional: null,
  paisDeRegistro: null,
};

const STEPS: WizardStep[] = ['titular', 'proprietarios', 'procuracao', 'marca', 'arquivos', 'confirmacao'];

/** The resume data of a request whose steps before `etapa` are finished. */
export function wizardAt(etapa: WizardStage): BrandWizard {
  const finishedCount = etapa === 'concluido' ? STEPS.length : STEPS.indexOf(etapa);
  const finished = (step: WizardStep) => STEPS.indexOf(step) < finishedCount;
  return labelled(`resumes at ${etapa}`, {
    marcaID: 7,
    planoID: 1,
    etapa,
    etapasConcluidas: Object.fromEntries(STEPS.map((step) => [step, finished(step)])) as Record<WizardStep, boolean>,
    titular: finished('titular')
      ? {
          ...customerProfile,
          CEP: '57035000',
          Endereco: 'Avenida Álvaro Otacílio',
          Numero: '1200',
          Cidade: 'Maceió',
          Estado: 'AL',
        }
      : customerProfile,
    proprietarios: finished('proprietarios') ? owners : [],
    procuracao: finished('procuracao')
      ? { enviada: true, assinadaDigitalmente: true, arquivo: signedUploads.signed.arquivo }
      : { enviada: false, assinadaDigitalmente: false, arquivo: null },
    marca: finished('marca') ? brandData : emptyBrand,
    arquivos: finished('arquivos') ? uploadedDocuments : {},
    confirmadoEm: etapa === 'concluido' ? '2026-03-02T14:00:00.000Z' : null,
  });
}

export const savedProfile = labelled('saved profile', {
  ...customerProfile,
  CEP: '57035000',
  Endereco: address.Endereco,
  Numero: address.Numero,
  Complemento: address.Complemento,
  Cidade: address.Cidade,
  Estado: address.Estado,
});

export const loads = {
  fresh: wizardAt('titular'),
  atOwners: wizardAt('proprietarios'),
  atPowerOfAttorney: wizardAt('procuracao'),
  atBrand: wizardAt('marca'),
  atDocuments: wizardAt('arquivos'),
  atReview: wizardAt('confirmacao'),
  concluded: wizardAt('concluido'),
};

export const refusals = {
  address: messages.cep.invalid,
  owners: messages.owners.position(1, messages.owners.cpfInvalid),
  brand: messages.brandData.firstUseInFuture,
  documents: messages.uploads.logoNotImage,
  confirm: messages.wizard.addressIncomplete,
};

type BrandSnapshot = { context: BrandRegistrationContext };
const wizardOf = (snapshot: unknown) => (snapshot as BrandSnapshot).context.wizard;
const loaded = Object.values(loads) as Array<BrandWizard | null>;

/**
 * Which samples each snapshot gets, so the walk stays small while every transition is still taken:
 * GO right after a load (every step is open after `atReview`, few after `fresh`); the CEP lookups on the
 * fresh request; every submit only before an error (a retry after an error is the same submit again), along the
 * fresh request's way through the wizard or on a request as loaded (at any step), so the shortest way to each save
 * starts at its own step and a replay in the browser need not fill the steps before it; one progress report per upload.
 */
const when =
  <T>(condition: (context: BrandRegistrationContext) => boolean, samples: T[]) =>
  (snapshot: unknown) =>
    condition((snapshot as BrandSnapshot).context) ? samples : [];
const pristine = (context: BrandRegistrationContext) =>
  !context.error && !context.notice && !context.cepError && !context.cepAddress;
// A request as loaded (the fresh one included), or one whose address this walk saved on the fresh request's way.
const loadedOrOnFreshWay = (context: BrandRegistrationContext) =>
  loaded.includes(context.wizard) || context.wizard?.titular === savedProfile;
const canSubmit = (context: BrandRegistrationContext) => loadedOrOnFreshWay(context) && !context.error;

export const brandRegistrationModel = {
  machine: brandRegistrationMachine,
  inputs: [{ name: 'marca 7', input: { marcaId: 7 } }],
  events: {
    GO: (snapshot) =>
      when(
        (context) => loaded.includes(context.wizard) && pristine(context),
        STEPS.map((step) => ({ type: 'GO' as const, step })),
      )(snapshot),
    LOOKUP_CEP: (snapshot) =>
      when(
        (context) => wizardOf(snapshot) === loads.fresh && !context.error && !context.cepError && !context.cepAddress,
        [
          { type: 'LOOKUP_CEP' as const, cep: '57035-000' },
          { type: 'LOOKUP_CEP' as const, cep: '5703' },
        ],
      )(snapshot),
    SUBMIT_ADDRESS: (snapshot) =>
      when(canSubmit, [
        { type: 'SUBMIT_ADDRESS' as const, address },
        { type: 'SUBMIT_ADDRESS' as const, address: addressWithoutNumber },
      ])(snapshot),
    SUBMIT_OWNERS: (snapshot) =>
      when(canSubmit, [
        { type: 'SUBMIT_OWNERS' as const, owners },
        { type: 'SUBMIT_OWNERS' as const, owners: ownersWithBadCpf },
      ])(snapshot),
    SUBMIT_BRAND: (snapshot) =>
      when(canSubmit, [
        { type: 'SUBMIT_BRAND' as const, brand: brandInput },
        { type: 'SUBMIT_BRAND' as const, brand: brandWithoutType },
        { type: 'SUBMIT_BRAND' as const, brand: brandWithEmptyClass },
        { type: 'SUBMIT_BRAND' as const, brand: brandWithoutClasses },
      ])(snapshot),
    // Typing after a refused "Próximo": with what was missing, or still without it.
    EDIT_BRAND: (snapshot) =>
      when(
        (context) =>
          context.error === messages.brandData.nameAndTypeRequired ||
          context.error === messages.brandData.classesRequired,
        [
          { type: 'EDIT_BRAND' as const, brand: brandInput },
          { type: 'EDIT_BRAND' as const, brand: brandWithoutType },
          { type: 'EDIT_BRAND' as const, brand: brandWithEmptyClass },
        ],
      )(snapshot),
    CONFIRM: (snapshot) => when(canSubmit, [{ type: 'CONFIRM' as const }])(snapshot),
  },
  actors: {
    loadWizard: {
      done: loads,
      error: {
        sessionExpired: failure(401, messages.http.unauthenticated),
        notFound: failure(404, messages.orders.notFound),
        unpaid: failure(409, messages.wizard.unpaid),
        offline: failure(undefined),
      },
    },
    lookupCep: { done: { found: cepAddress }, error: { notFound: failure(404, messages.cep.notFound) } },
    saveAddress: {
      done: { saved: savedProfile },
      error: { sessionExpired: failure(401), refused: failure(400, refusals.address), offline: failure(undefined) },
    },
    saveOwners: {
      done: { saved: owners },
      error: { sessionExpired: failure(401), refused: failure(400, refusals.owners), offline: failure(undefined) },
    },
    powerOfAttorney: { done: signedUploads },
    saveBrand: {
      done: { saved: brandData },
      error: { sessionExpired: failure(401), refused: failure(400, refusals.brand), offline: failure(undefined) },
    },
    documents: {
      done: {
        sent: { end: 'sent', arquivos: uploadedDocuments },
        kept: { end: 'kept' },
        sessionExpired: { end: 'toLogin' },
      },
      // "Próximo" without new files goes on only when the server already keeps all three.
      possible: (outcome, snapshot) =>
        outcome !== 'kept' || DOCUMENT_FIELDS.every((field) => wizardOf(snapshot)?.arquivos[field] !== undefined),
    },
    confirm: {
      done: { confirmed: loads.concluded },
      error: { sessionExpired: failure(401), refused: failure(409, refusals.confirm), offline: failure(undefined) },
    },
  },
} satisfies WalkOptions<typeof brandRegistrationMachine>;

/** The files step as a model: nothing kept yet, or all three kept from an earlier upload. */
export const brandDocumentsModel = {
  machine: brandDocumentsMachine,
  inputs: [
    { name: 'nothing kept', input: { marcaId: 7, kept: {}, required: DOCUMENT_FIELDS } },
    { name: 'all three kept', input: { marcaId: 7, kept: uploadedDocuments, required: DOCUMENT_FIELDS } },
  ],
  events: {
    // Choosing after a refusal: all three, or still only the logo.
    CHOOSE_FILES: (snapshot) =>
      (snapshot as { context: BrandDocumentsContext }).context.error === messages.uploads.allFilesRequired
        ? [
            { type: 'CHOOSE_FILES' as const, files: chosenFiles.all },
            { type: 'CHOOSE_FILES' as const, files: chosenFiles.logoOnly },
          ]
        : [],
    SUBMIT_FILES: (snapshot) =>
      (snapshot as { context: BrandDocumentsContext }).context.error
        ? []
        : [
            { type: 'SUBMIT_FILES' as const, files: chosenFiles.all },
            { type: 'SUBMIT_FILES' as const, files: chosenFiles.none },
            { type: 'SUBMIT_FILES' as const, files: chosenFiles.logoOnly },
          ],
    PROGRESS: (snapshot) =>
      (snapshot as { context: BrandDocumentsContext }).context.progress === 0
        ? [{ type: 'PROGRESS' as const, percent: 55 }]
        : [],
  },
  actors: {
    uploadDocuments: {
      done: { uploaded: uploadedDocuments },
      error: { sessionExpired: failure(401), refused: failure(400, refusals.documents), offline: failure(undefined) },
    },
  },
} satisfies WalkOptions<typeof brandDocumentsMachine>;
