import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { postFiles, uploadDocuments } from '../../src/web/api/brand-wizard';

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** Just enough XMLHttpRequest to see what an upload sends and to answer it. */
class FakeRequest {
  static last: FakeRequest;
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  response: unknown = null;
  responseType = '';
  timeout = 0;
  headers: Record<string, string> = {};
  private listeners: Record<string, Array<() => void>> = {};
  private progressListeners: Listener[] = [];
  upload = { addEventListener: (_type: string, listener: Listener) => this.progressListeners.push(listener) };

  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    for (const listener of this.progressListeners) listener({ lengthComputable: true, loaded, total });
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    for (const listener of this.listeners.load ?? []) listener();
  }
  fail() {
    for (const listener of this.listeners.error ?? []) listener();
  }
}

const original = globalThis.XMLHttpRequest;
beforeEach(() => {
  globalThis.XMLHttpRequest = FakeRequest as never;
});
afterEach(() => {
  globalThis.XMLHttpRequest = original;
});

const file = (name: string, type: string) => new File([new Uint8Array(10)], name, { type });

describe('uploads with progress', () => {
  it('posts the files as multipart fields, reports percent sent, and answers the JSON', async () => {
    const percents: number[] = [];
    const answer = uploadDocuments(
      7,
      { logo: file('logo.png', 'image/png'), docFoto: file('rg.jpg', 'image/jpeg') },
      (percent) => percents.push(percent),
    );
    const request = FakeRequest.last;
    expect([request.method, request.url]).toEqual(['POST', '/api/7/documentos']);
    expect([...request.body!.keys()]).toEqual(['logo', 'docFoto']);
    expect((request.body!.get('logo') as File).name).toBe('logo.png');
    request.progress(5, 20);
    request.progress(20, 20);
    expect(percents).toEqual([25, 100]);
    request.answer(200, { mensagem: messages.uploads.filesUploaded, arquivos: { logo: { nome: 'logo.png' } } });
    await expect(answer).resolves.toEqual({ logo: { nome: 'logo.png' } });
  });

  it('rejects with the server’s reason for a refusal, without one for a server error, and empty when nothing answered', async () => {
    const refused = postFiles('/7/procuracao', [['procuracao', file('a.pdf', 'application/pdf')]], () => {});
    FakeRequest.last.answer(400, { erro: messages.uploads.procuracaoNotPdf });
    await expect(refused).rejects.toEqual({ status: 400, message: messages.uploads.procuracaoNotPdf });

    const broken = postFiles('/7/procuracao', [['procuracao', file('a.pdf', 'application/pdf')]], () => {});
    FakeRequest.last.answer(502, '<html>');
    await expect(broken).rejects.toEqual({ status: 502, message: undefined });

    const offline = postFiles('/7/procuracao', [['procuracao', file('a.pdf', 'application/pdf')]], () => {});
    FakeRequest.last.fail();
    await expect(offline).rejects.toEqual({});
  });
});
