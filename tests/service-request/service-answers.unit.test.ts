import { describe, expect, it } from 'vitest';
import { serviceAnswersOf, serviceDataOf } from '../../machines/service-request/service-answers';

describe("a service's answers at the API's edge", () => {
  const dados = {
    nome_marca: 'Café Serra Azul',
    segmento: '30',
    tempo_usada: '3 anos',
    cadastro_inpi: true,
    numero_proc_inpi: '912345678',
  };
  const answers = {
    nomeMarca: 'Café Serra Azul',
    segmento: '30',
    tempoUsada: '3 anos',
    cadastroInpi: true,
    processoInpi: '912345678',
  };

  it("reads the spec's `dados` in camelCase, leaving out what the form does not know", () => {
    expect(serviceAnswersOf({ ...dados, outro: 'x' })).toEqual(answers);
    expect(serviceAnswersOf({})).toEqual({});
  });

  it("sends the answers in the spec's names", () => {
    expect(serviceDataOf(answers)).toEqual(dados);
    expect(serviceDataOf({ nomeMarca: 'Aurora', marcaJaUtilizada: false })).toEqual({
      nome_marca: 'Aurora',
      marca_ja_utilizada: false,
    });
  });
});
