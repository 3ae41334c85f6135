import { describe, expect, it } from 'vitest';
import { NICE_EDITION, niceClasses } from '../../src/shared/nice-classes';

const heading = (numero: number) => niceClasses.find((entry) => entry.numero === numero)!.descricao;

describe('Nice class headings', () => {
  it('say which edition they follow', () => {
    expect(NICE_EDITION).toBe(
      'Classificação Internacional de Produtos e Serviços de Nice (NCL), 12ª edição, adotada pelo INPI em 2023',
    );
    expect(niceClasses).toHaveLength(45);
  });

  it('are whole, with nothing added: classes 5, 9, 30 and 35', () => {
    expect(heading(35)).toBe('Publicidade; gestão, organização e administração de negócios; funções de escritório.');
    expect(heading(9)).toContain('caixas registradoras, dispositivos de cálculo');
    expect(heading(9)).toContain('mecanismos para aparelhos operados com moedas');
    expect(heading(5)).toContain('suplementos alimentares para seres humanos e animais');
    expect(heading(30)).toContain('sorvetes, sorbets e outros gelados comestíveis');
  });
});
