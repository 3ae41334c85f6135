/**
 * Searches an experienced agent would (true) or would not (false) flag: a name typed in /busca with its class,
 * against one mark of the archive (its name, classes and whether it is still alive). Written by hand from the
 * Manual de Marcas' criteria, for the kinds of likeness the search must see beyond the same name and sound.
 */
export interface LabelledSearch {
  query: string;
  classe: number;
  marca: string;
  classes: number[];
  /** false: archived (IPAS139), which never stands in the way. */
  viva: boolean;
  relevant: boolean;
  kind: string;
}

type Row = [query: string, classe: number, marca: string, classes: number[], relevant: boolean];

const group = (kind: string, rows: Row[], viva = true): LabelledSearch[] =>
  rows.map(([query, classe, marca, classes, relevant]) => ({ query, classe, marca, classes, viva, relevant, kind }));

export const labelledSearches: LabelledSearch[] = [
  ...group('plural e gênero', [
    ['Doce Encanto', 30, 'DOCES ENCANTOS', [30], true],
    ['Flor do Campo', 3, 'FLORES DO CAMPO', [3], true],
    ['Lua Azul', 25, 'LUAS AZUIS', [25], true],
    ['Menino Bonito', 25, 'MENINA BONITA', [25], true],
    ['Sabor Natural', 29, 'SABORES NATURAIS', [29], true],
    ['Mar Aberto', 39, 'MARES ABERTOS', [39], true],
    ['Papel Fino', 16, 'PAPÉIS FINOS', [16], true],
    ['Pão Nosso', 30, 'PÃES NOSSOS', [30], true],
    ['Leão do Norte', 33, 'LEÕES DO NORTE', [33], true],
    ['Gato Preto', 18, 'GATA PRETA', [18], true],
    ['Novo Tempo', 41, 'NOVA TEMPO', [41], true],
  ]),
  ...group('palavras descritivas', [
    ['Tropicana Premium', 32, 'TROPICANA SUCOS NATURAIS', [32], true],
    ['Aurora Gourmet', 30, 'AURORA DOCES', [30], true],
    ['Vértice Software', 42, 'VÉRTICE TECNOLOGIA', [42], true],
    ['Jatobá Cosméticos', 3, 'JATOBÁ PERFUMARIA', [3], true],
    ['Bravura Transportes', 39, 'BRAVURA LOGÍSTICA', [39], true],
    ['Cacau Premium', 30, 'CACAU SHOW', [30], false],
    ['Sucos Premium', 32, 'SUCOS NATURAIS DO VALE', [32], false],
    ['Moda Jovem', 25, 'MODA PRAIA', [25], false],
  ]),
  ...group('palavras juntas ou separadas', [
    ['Ecolimp', 3, 'ECO LIMP', [3], true],
    ['Eco Limp', 3, 'ECOLIMP', [3], true],
    ['Superbom', 29, 'SUPER BOM', [29], true],
    ['Bom Gosto', 30, 'BOMGOSTO', [30], true],
    ['Vida Leve', 5, 'VIDALEVE PRODUTOS', [5], true],
    ['Techmais', 9, 'TECH MAIS', [9], true],
    ['Mundiverde', 31, 'MUNDI VERDE', [31], true],
  ]),
  ...group('terminações que soam igual', [
    ['Doce Sertão', 30, 'DOSSE SERTAUM', [30], true],
    ['Grão Fino', 30, 'GRAUM FINO', [30], true],
    ['Capitão Jeans', 25, 'CAPITAM JEANS', [25], true],
    ['Leão Dourado', 33, 'LEAUM DOURADO', [33], true],
    ['Coração Forte', 5, 'CORASSAUM FORTE', [5], true],
    ['Canção Nova', 41, 'CANSAO NOVA', [41], true],
  ]),
  ...group('som parecido com palavra a mais', [
    ['Chevrolé', 30, 'XEVROLÉ DOCES', [30], true],
    ['Quero Bem', 29, 'KERO BEM ALIMENTOS FINOS', [29], true],
    ['Zafira', 14, 'SAPHIRA JOIAS E RELÓGIOS', [14], true],
    ['Cirrus', 12, 'SIRRUS MOTORS', [12], true],
    ['Kaju', 32, 'CAJU BEBIDAS', [32], true],
  ]),
  ...group('números por extenso', [
    ['Trevo 4', 31, 'TREVO QUATRO', [31], true],
    ['Cinco Estrelas', 43, '5 ESTRELAS', [43], true],
    ['Rota 40', 39, 'ROTA 44', [39], false],
  ]),
  ...group('mesmas palavras em outra ordem', [
    ['Verde Vale', 31, 'VALE VERDE', [31], true],
    ['Sol Dourado', 3, 'DOURADO SOL', [3], true],
  ]),
  ...group('classe afim', [
    ['Doce Encanto', 43, 'DOCES ENCANTOS', [30], true],
    ['Nuvem Digital', 42, 'NUVEM DIGITAL', [9], true],
    ['Bela Pele', 44, 'BELA PELE', [3], true],
    ['Tropicana Premium', 25, 'TROPICANA SUCOS NATURAIS', [32], false],
  ]),
  ...group(
    'marca morta',
    [
      ['Doce Encanto', 30, 'DOCE ENCANTO', [30], false],
      ['Ecolimp', 3, 'ECO LIMP', [3], false],
      ['Chevrolé', 30, 'XEVROLÉ DOCES', [30], false],
      ['Quero Bem', 29, 'QUERO BEM', [29], false],
    ],
    false,
  ),
  ...group('nomes inventados sem parecença', [
    ['Zorvianta', 30, 'ZORRO DOCES', [30], false],
    ['Quimbelo', 25, 'QUINTAL BELO', [25], false],
    ['Travelux', 39, 'TRAVESSIA', [39], false],
    ['Brunzela', 3, 'BRUMA BELA', [3], false],
    ['Fiqbox', 9, 'FLEX BOX', [9], false],
    ['Olvenda', 35, 'OLIVEIRA VENDAS', [35], false],
    ['Marzipélio', 30, 'MARZIPÃ', [30], false],
    ['Kintaro', 43, 'KINTAL', [43], false],
  ]),
];
