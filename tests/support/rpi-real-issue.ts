import { despachoCodes } from '../../src/server/inpi/despacho-codes';
import type { FixtureProcess } from './rpi-fixture';

/**
 * A generated RPI (Marcas) the size and shape of a real weekly issue: ~37,000 processes and 48–65 MB of XML
 * (9–11 MB zipped), with a real issue's mix of codes. The shares of IPAS009 (a quarter), IPAS158 (a quarter) and
 * IPAS029 (a sixth) are those of real issues; the rest of the mix is our estimate, every code of the table present.
 * Seeded: the same issue every run.
 */
export const REAL_ISSUE_PROCESSES = 37_000;

export const realCodeMix: [codigo: string, share: number][] = [
  ['IPAS009', 0.25],
  ['IPAS158', 0.25],
  ['IPAS029', 1 / 6],
  ['IPAS136', 0.06],
  ['IPAS024', 0.05],
  ['IPAS270', 0.04],
  ['IPAS142', 0.03],
  ['IPAS423', 0.025],
  ['IPAS139', 0.02],
  ['IPAS005', 0.015],
  ['IPAS157', 0.015],
  ['IPAS770', 0.015],
  ['IPAS421', 0.01],
  ['IPAS756', 0.01],
  ['IPAS161', 0.008],
  ['IPAS768', 0.005],
  ['IPAS360', 0.005],
  ['IPAS237', 0.003],
  ['IPAS235', 0.003],
  ['IPAS135', 0.002],
  ['IPAS395', 0.002],
  ['IPAS033', 0.002],
  ['IPAS106', 0.002],
  ['IPAS404', 0.002],
  ['IPAS304', 0.002],
  ['IPAS1054', 0.002],
  ['IPAS1069', 0.001],
  ['IPAS400', 0.001],
  ['IPAS402', 0.001],
  ['IPAS774', 0.001],
];
// Every other code of the INPI's table, rare in a real issue: about ten processes each.
for (const codigo of Object.keys(despachoCodes))
  if (!realCodeMix.some(([known]) => known === codigo)) realCodeMix.push([codigo, 0.0003]);

/** mulberry32: a small seeded generator, so that the issue is the same every run. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const goods = (
  'Confeitos;Bolos;Biscoitos;Café;Chá;Chocolate;Doces;Sorvetes;Pães;Massas alimentícias;Temperos;Molhos;Mel;' +
  'Açúcar;Farinhas;Cereais;Balas;Pizzas;Salgados;Tortas;Roupas;Calçados;Chapéus;Bonés;Camisetas;Calças;Vestidos;' +
  'Bolsas;Carteiras;Malas;Cintos;Joias;Relógios;Óculos;Perfumes;Sabonetes;Cosméticos;Cremes para a pele;Xampus;' +
  'Maquiagem;Esmaltes;Medicamentos;Suplementos alimentares;Vitaminas;Produtos veterinários;Software;Aplicativos;' +
  'Computadores;Telefones celulares;Fones de ouvido;Câmeras;Cabos elétricos;Baterias;Móveis;Colchões;Brinquedos;' +
  'Jogos;Artigos esportivos;Bicicletas;Peças de veículos;Pneus;Ferramentas manuais;Tintas;Vernizes;Papel;Livros;' +
  'Revistas;Material escolar;Embalagens;Utensílios domésticos;Panelas;Copos;Cervejas;Refrigerantes;Sucos;Águas minerais;' +
  'Vinhos;Cachaças;Carnes;Peixes;Laticínios;Queijos;Frutas;Legumes;Sementes;Rações;Flores naturais'
).split(';');
const services = (
  'Comércio varejista de;Comércio atacadista de;Importação de;Exportação de;Distribuição de;Consultoria em;' +
  'Assessoria em;Serviços de;Manutenção de;Instalação de;Reparo de;Locação de;Ensino de;Treinamento em;' +
  'Desenvolvimento de;Projeto de;Publicidade de;Franquia de;Representação comercial de;Transporte de'
).split(';');
const nameParts = (
  'Aurora;Sertão;Doce;Vila;Rica;Bela;Vista;Sol;Lua;Mar;Serra;Verde;Azul;Ouro;Prata;Nova;Era;Real;Forte;Vida;' +
  'Terra;Flor;Casa;Ponto;Mundo;Alfa;Mega;Top;Prime;Max;Nobre;Gourmet;Fit;Kids;Bio;Eco;Tech;Net;Smart;Pró;Mais;' +
  'Bom;Sabor;Arte;Estilo;Grupo;Rede;Brasil;Minas;Bahia;Sul;Norte;Leste;Oeste;Rio;Campo;Jardim;Pedra;Luz;Fogo'
).split(';');
const people = 'SILVA;SANTOS;OLIVEIRA;SOUZA;RODRIGUES;FERREIRA;ALVES;PEREIRA;LIMA;GOMES;COSTA;RIBEIRO;MARTINS'.split(
  ';',
);
const ufs = 'SP;RJ;MG;RS;PR;SC;BA;PE;CE;GO;DF;ES;PA;AM;MT;MS'.split(';');

const syllables =
  'ba;be;bi;bo;ca;ce;co;da;de;di;fa;fe;ga;go;la;le;li;lo;ma;me;mi;mo;na;ne;no;pa;pe;pi;po;ra;re;ri;ro;sa;se;si;so;ta;te;ti;to;va;ve;vi;xa;za;bra;cre;pla;tro;lan;mer;sol;tin'.split(
    ';',
  );

const dateOf = (random: () => number, fromYear: number, years: number) => {
  const day = 1 + Math.floor(random() * 28);
  const month = 1 + Math.floor(random() * 12);
  const year = fromYear + Math.floor(random() * years);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
};

/** The processes of a real-sized issue, numbered from 930000000 (away from the ones tests give customers). */
export function* realIssueProcesses(count = REAL_ISSUE_PROCESSES, seed = 2842): Generator<FixtureProcess> {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  // Free text is what makes a real issue compress about five times, not ten: made-up words, as in real filings.
  const word = () => Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(syllables)).join('');
  const cumulative = realCodeMix.reduce<number[]>((sums, [, share]) => [...sums, (sums.at(-1) ?? 0) + share], []);
  const total = cumulative.at(-1)!;
  for (let i = 0; i < count; i += 1) {
    const roll = random() * total;
    const codigo = realCodeMix[cumulative.findIndex((sum) => roll < sum)]![0];
    const words = 1 + Math.floor(random() * 3);
    const marca = Array.from({ length: words }, () => pick(nameParts)).join(' ');
    const classes = random() < 0.85 ? [1 + Math.floor(random() * 45)] : [1 + Math.floor(random() * 45), 35];
    const terms = 6 + Math.floor(random() * random() * 90);
    const especificacao = Array.from({ length: terms }, () => {
      const item = random() < 0.4 ? `${pick(services)} ${pick(goods).toLowerCase()}` : pick(goods);
      return random() < 0.7 ? `${item} ${word()} ${random() < 0.5 ? word() : ''}`.trim() : item;
    }).join('; ');
    const petition = codigo === 'IPAS270';
    yield {
      numero: String(930_000_000 + i),
      despachos: [
        {
          codigo,
          ...(random() < 0.15 && {
            complemento: `Ref. petição ${850_000_000_000 + i}. ${pick(services)} ${pick(goods)}.`,
          }),
          ...(petition && {
            xml:
              `<protocolo numero="${850_000_000_000 + i}" data="${dateOf(random, 2023, 3)}" codigoServico="3371">` +
              `<requerente nome-razao-social="${pick(people)} ${pick(nameParts).toUpperCase()} LTDA" pais="BR" uf="${pick(ufs)}"/>` +
              `</protocolo>`,
          }),
        },
      ],
      marca,
      classes,
      titular: `${word().toUpperCase()} ${pick(people)} ${word().toUpperCase()} ${random() < 0.5 ? 'LTDA' : 'ME'}`,
      especificacao,
      oldShape: false,
      xml:
        `<classes-vienna edicao="4"><classe-vienna codigo="${1 + Math.floor(random() * 29)}.${1 + Math.floor(random() * 9)}.${1 + Math.floor(random() * 25)}"/></classes-vienna>` +
        (codigo === 'IPAS142'
          ? `<sobrestadores><sobrestador processo="${910_000_000 + Math.floor(random() * 9_000_000)}" marca="${pick(nameParts).toUpperCase()}"/></sobrestadores>`
          : ''),
    };
  }
}
