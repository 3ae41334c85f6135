import { PDFArray, PDFDict, PDFName, type PDFObject, PDFRawStream, PDFRef } from 'pdf-lib';
import { nameOf, type PdfSection, type PdfState, resolve } from './pdf-revisions';

/**
 * What an incremental update may change once a document is signed, as PAdES allows (ETSI EN 319 142-1,
 * 5.4): add a DSS with its VRI, certificates, CRLs and OCSP answers; add document timestamps; add signature
 * fields, their widgets on the pages and their values. New objects are harmless by themselves: they take
 * effect only through an object that existed, and each changed object is judged here. Anything else
 * (a page's content, a font, an image, the text of the mandate) is an alteration.
 */

/**
 * An object as a reader understands it: a dictionary's keys in sorted order, since their order means nothing
 * (ISO 32000-1 7.3.7) and signing tools rewrite a page with its keys reordered when they add a widget.
 */
const serialize = (value: PDFObject | undefined): string => {
  if (value === undefined) return '';
  if (value instanceof PDFRawStream)
    return `${serialize(value.dict)}#${Buffer.from(value.contents).toString('base64')}`;
  if (value instanceof PDFDict)
    return `<<${value
      .entries()
      .map(([key, item]) => [key.toString(), serialize(item)])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${key} ${item}`)
      .join(' ')}>>`;
  if (value instanceof PDFArray) return `[${value.asArray().map(serialize).join(' ')}]`;
  return value.toString();
};

const dictOf = (state: PdfState, value: PDFObject | undefined) => {
  const resolved = resolve(state, value);
  return resolved instanceof PDFDict ? resolved : undefined;
};

/** A signature field or its widget: its own /FT /Sig or its parent's. */
function isSignatureField(state: PdfState, value: PDFObject | undefined): boolean {
  const field = dictOf(state, value);
  if (!field) return false;
  if (nameOf(field.get(PDFName.of('FT'))) === 'Sig') return true;
  const parent = dictOf(state, field.get(PDFName.of('Parent')));
  return !!parent && nameOf(parent.get(PDFName.of('FT'))) === 'Sig';
}

/** An array that only grew, and only by signature fields or widgets. */
function onlyAddsSignatureFields(old: PDFObject | undefined, updated: PDFObject | undefined, state: PdfState) {
  const before = resolveArray(old);
  const after = resolveArray(updated);
  if (!after) return false;
  const kept = (before ?? []).map(serialize);
  const now = after.map(serialize);
  if (!kept.every((item) => now.includes(item))) return false;
  return after.filter((item) => !kept.includes(serialize(item))).every((item) => isSignatureField(state, item));
}
const resolveArray = (value: PDFObject | undefined) => (value instanceof PDFArray ? value.asArray() : undefined);

const changedKeys = (old: PDFDict, updated: PDFDict) => {
  const keys = new Set([...old.keys(), ...updated.keys()].map((key) => key.decodeText()));
  return [...keys].filter((key) => serialize(old.get(PDFName.of(key))) !== serialize(updated.get(PDFName.of(key))));
};

/** Objects any change to is harmless: the DSS and what hangs from it, the document information, XMP metadata. */
function freeObjects(state: PdfState, root: PDFRef | undefined, info: PDFRef | undefined): Set<string> {
  const free = new Set<string>();
  if (info) free.add(info.tag);
  const catalog = dictOf(state, root);
  const add = (value: PDFObject | undefined, depth: number) => {
    if (value instanceof PDFRef) {
      if (free.has(value.tag)) return;
      free.add(value.tag);
    }
    if (depth === 0) return;
    const resolved = resolve(state, value);
    if (resolved instanceof PDFArray) for (const item of resolved.asArray()) add(item, depth - 1);
    if (resolved instanceof PDFDict) for (const [, item] of resolved.entries()) add(item, depth - 1);
  };
  add(catalog?.get(PDFName.of('DSS')), 4);
  // The form's default resources only serve to draw field appearances, as signing tools add fonts to them.
  add(dictOf(state, catalog?.get(PDFName.of('AcroForm')))?.get(PDFName.of('DR')), 2);
  const metadata = catalog?.get(PDFName.of('Metadata'));
  if (metadata instanceof PDFRef) free.add(metadata.tag);
  return free;
}

const CHANGED = {
  catálogo: 'catálogo alterado',
  formulário: 'formulário alterado',
  página: 'página alterada',
  'campo de assinatura': 'campo de assinatura alterado',
  lista: 'lista de campos ou anotações alterada',
  objeto: 'conteúdo alterado',
} as const;
type Kind = keyof typeof CHANGED;

/** What a page tree node gives its pages (ISO 32000-1 7.7.3.3). */
const PAGE_TREE_DRAWN = ['Kids', 'Count', 'Parent', 'Resources', 'MediaBox', 'CropBox', 'Rotate'];

function allowedChange(
  old: PDFObject,
  updated: PDFObject,
  state: PdfState,
  roles: Map<string, 'catalog' | 'acroForm' | 'fields' | 'annots'>,
  tag: string,
): { allowed: boolean; kind: Kind } {
  const role = roles.get(tag);
  if (role === 'fields' || role === 'annots')
    return { allowed: onlyAddsSignatureFields(old, updated, state), kind: 'lista' };
  if (!(old instanceof PDFDict) || !(updated instanceof PDFDict) || old instanceof PDFRawStream)
    return { allowed: false, kind: 'objeto' };
  const changed = changedKeys(old, updated);
  if (role === 'catalog') {
    const acroForm = changed.includes('AcroForm')
      ? acroFormChangeAllowed(
          dictOf(state, old.get(PDFName.of('AcroForm'))),
          dictOf(state, updated.get(PDFName.of('AcroForm'))),
          state,
        )
      : true;
    return {
      allowed:
        acroForm && changed.every((key) => ['DSS', 'AcroForm', 'Extensions', 'Metadata', 'Version'].includes(key)),
      kind: 'catálogo',
    };
  }
  if (role === 'acroForm') return { allowed: acroFormChangeAllowed(old, updated, state), kind: 'formulário' };
  // A page tree node: a tool may stamp its own keys there; what a reader draws from it may not change.
  if (nameOf(old.get(PDFName.of('Type'))) === 'Pages')
    return { allowed: !changed.some((key) => PAGE_TREE_DRAWN.includes(key)), kind: 'página' };
  if (nameOf(old.get(PDFName.of('Type'))) === 'Page') {
    return {
      allowed:
        changed.every((key) => key === 'Annots') &&
        (!changed.includes('Annots') ||
          onlyAddsSignatureFields(
            resolve(state, old.get(PDFName.of('Annots'))),
            resolve(state, updated.get(PDFName.of('Annots'))),
            state,
          )),
      kind: 'página',
    };
  }
  if (isSignatureField(state, updated)) {
    // An empty signature field may receive its value once; a value already there is never replaced.
    const hadValue = old.get(PDFName.of('V')) !== undefined;
    return {
      allowed: changed.every((key) => ['V', 'AP', 'F', 'MK'].includes(key)) && !(hadValue && changed.includes('V')),
      kind: 'campo de assinatura',
    };
  }
  return { allowed: false, kind: 'objeto' };
}

function acroFormChangeAllowed(old: PDFDict | undefined, updated: PDFDict | undefined, state: PdfState): boolean {
  if (!updated) return false;
  if (!old) return onlyAddsSignatureFields(undefined, resolve(state, updated.get(PDFName.of('Fields'))), state);
  const changed = changedKeys(old, updated);
  if (!changed.every((key) => ['Fields', 'SigFlags', 'DR', 'DA'].includes(key))) return false;
  return (
    !changed.includes('Fields') ||
    onlyAddsSignatureFields(
      resolve(state, old.get(PDFName.of('Fields'))),
      resolve(state, updated.get(PDFName.of('Fields'))),
      state,
    )
  );
}

/** Which existing objects play a part that may change, found in the state after the update. */
function rolesIn(state: PdfState, root: PDFRef | undefined) {
  const roles = new Map<string, 'catalog' | 'acroForm' | 'fields' | 'annots'>();
  if (root) roles.set(root.tag, 'catalog');
  const catalog = dictOf(state, root);
  const acroForm = catalog?.get(PDFName.of('AcroForm'));
  if (acroForm instanceof PDFRef) roles.set(acroForm.tag, 'acroForm');
  const fields = dictOf(state, acroForm)?.get(PDFName.of('Fields'));
  if (fields instanceof PDFRef) roles.set(fields.tag, 'fields');
  for (const [, object] of state) {
    if (!(object instanceof PDFDict) || nameOf(object.get(PDFName.of('Type'))) !== 'Page') continue;
    const annots = object.get(PDFName.of('Annots'));
    if (annots instanceof PDFRef) roles.set(annots.tag, 'annots');
  }
  return roles;
}

/**
 * The changes a section makes to what was there before it that a signature forbids, in pt-BR for staff
 * ("página alterada (objeto 12)"); empty when the section only adds what PAdES allows.
 */
export function forbiddenChanges(
  section: PdfSection,
  before: PdfState,
  after: PdfState,
  rootBefore?: PDFRef,
): string[] {
  const problems: string[] = [];
  if (section.root && rootBefore && section.root.tag !== rootBefore.tag)
    problems.push('catálogo do documento substituído');
  const free = freeObjects(after, section.root ?? rootBefore, section.info);
  const roles = rolesIn(after, section.root ?? rootBefore);
  for (const number of section.freed) problems.push(`objeto ${number} removido`);
  for (const [ref, updated] of section.objects) {
    const old = before.get(ref.tag);
    if (!old || free.has(ref.tag) || serialize(old) === serialize(updated)) continue;
    const { allowed, kind } = allowedChange(old, updated, after, roles, ref.tag);
    if (!allowed) problems.push(`${CHANGED[kind]} (objeto ${ref.objectNumber})`);
  }
  return problems;
}
