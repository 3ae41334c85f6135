/**
 * Classes a business usually files beside the one it chose, as trademark agencies advise: a bakery in class 30
 * that also sells in its own shop files 35, and 43 if it serves at tables. Each suggestion carries the reason in the
 * customer's words, so the wizard can offer it and the customer decides.
 *
 * This is not `src/server/marks/related-classes.ts`. That grouping is about likeness between two marks: whether a
 * mark filed in one class can be confused with a mark in another (afinidade mercadológica), symmetric, for staff
 * judging a conflict. This list is about one customer's own business: what else it probably sells or does, so its
 * own mark is protected there too. It is one-way (a restaurant often files 30, a coffee roaster files 43 only if it
 * serves) and it never says anything about someone else's mark.
 */
export interface FiledWith {
  classe: number;
  porque: string;
}

const VENDE = 'se também vende em loja própria ou pela internet';

const filedWith: Readonly<Record<number, readonly FiledWith[]>> = {
  1: [
    { classe: 5, porque: 'se também faz desinfetantes, inseticidas ou herbicidas' },
    { classe: 3, porque: 'se também faz produtos de limpeza para uso doméstico' },
  ],
  2: [
    { classe: 37, porque: 'se também pinta paredes ou imóveis para clientes' },
    { classe: 16, porque: 'se também vende pincéis e materiais de pintura artística' },
  ],
  3: [
    { classe: 35, porque: VENDE },
    { classe: 44, porque: 'se também atende em salão, clínica de estética ou spa' },
    { classe: 5, porque: 'se também faz produtos com ação medicinal, como sabonetes ou cremes medicinais' },
  ],
  4: [
    { classe: 3, porque: 'se também faz perfumes para ambiente, incensos ou óleos essenciais' },
    { classe: 21, porque: 'se também faz castiçais ou queimadores de aromas' },
    { classe: 35, porque: VENDE },
  ],
  5: [
    { classe: 35, porque: 'se também vende em farmácia, loja própria ou pela internet' },
    { classe: 44, porque: 'se também atende pacientes, como clínica ou consultório' },
    { classe: 3, porque: 'se também faz cosméticos sem ação medicinal' },
  ],
  6: [
    { classe: 19, porque: 'se também faz materiais de construção que não são de metal' },
    { classe: 37, porque: 'se também instala ou conserta as peças na obra do cliente' },
    { classe: 40, porque: 'se também faz solda ou tratamento de metais para outras empresas' },
  ],
  7: [
    { classe: 37, porque: 'se também instala, mantém ou conserta as máquinas' },
    { classe: 8, porque: 'se também faz ferramentas manuais' },
    { classe: 11, porque: 'se também faz aparelhos de cozinha, aquecimento ou refrigeração' },
  ],
  8: [
    { classe: 21, porque: 'se também faz utensílios de cozinha e de mesa' },
    { classe: 7, porque: 'se também faz ferramentas elétricas ou máquinas' },
    { classe: 3, porque: 'se também faz produtos para barbear ou cuidar das unhas' },
  ],
  9: [
    { classe: 42, porque: 'se também oferece o software pela internet ou desenvolve sistemas para clientes' },
    { classe: 38, porque: 'se o aplicativo também troca mensagens ou transmite conteúdo' },
    { classe: 35, porque: VENDE },
  ],
  10: [
    { classe: 44, porque: 'se também atende pacientes em clínica ou consultório' },
    { classe: 5, porque: 'se também faz medicamentos ou materiais para curativos' },
    { classe: 35, porque: VENDE },
  ],
  11: [
    { classe: 37, porque: 'se também instala ou conserta os aparelhos' },
    { classe: 21, porque: 'se também faz utensílios de cozinha que não são elétricos' },
    { classe: 35, porque: VENDE },
  ],
  12: [
    { classe: 37, porque: 'se também faz manutenção ou conserto de veículos' },
    { classe: 39, porque: 'se também aluga veículos ou faz transporte' },
    { classe: 35, porque: VENDE },
  ],
  13: [
    { classe: 41, porque: 'se também promove espetáculos de fogos ou aulas de tiro' },
    { classe: 35, porque: VENDE },
  ],
  14: [
    { classe: 35, porque: VENDE },
    { classe: 25, porque: 'se também faz roupas, calçados ou chapéus' },
    { classe: 18, porque: 'se também faz bolsas, carteiras ou outros artigos de couro' },
  ],
  15: [
    { classe: 41, porque: 'se também dá aulas de música ou faz shows' },
    { classe: 9, porque: 'se também faz equipamentos de áudio, como caixas de som e microfones' },
    { classe: 35, porque: VENDE },
  ],
  16: [
    { classe: 41, porque: 'se também publica livros ou dá cursos' },
    { classe: 9, porque: 'se também vende livros e revistas em formato digital' },
    { classe: 35, porque: VENDE },
  ],
  17: [
    { classe: 37, porque: 'se também aplica o isolamento ou a vedação na obra do cliente' },
    { classe: 19, porque: 'se também faz materiais de construção' },
  ],
  18: [
    { classe: 25, porque: 'se também faz roupas, calçados ou chapéus' },
    { classe: 14, porque: 'se também faz joias, bijuterias ou relógios' },
    { classe: 35, porque: VENDE },
  ],
  19: [
    { classe: 37, porque: 'se também executa obras ou reformas' },
    { classe: 6, porque: 'se também faz materiais de construção de metal' },
    { classe: 35, porque: VENDE },
  ],
  20: [
    { classe: 35, porque: VENDE },
    { classe: 24, porque: 'se também faz roupa de cama, capas de almofada ou cortinas de tecido' },
    { classe: 42, porque: 'se também projeta ambientes e decoração de interiores' },
  ],
  21: [
    { classe: 35, porque: VENDE },
    { classe: 8, porque: 'se também faz talheres e facas' },
    { classe: 11, porque: 'se também faz aparelhos elétricos de cozinha' },
  ],
  22: [
    { classe: 24, porque: 'se também faz tecidos' },
    { classe: 35, porque: VENDE },
  ],
  23: [
    { classe: 24, porque: 'se também faz tecidos' },
    { classe: 26, porque: 'se também vende aviamentos, como botões, agulhas e rendas' },
    { classe: 35, porque: VENDE },
  ],
  24: [
    { classe: 25, porque: 'se também faz roupas' },
    { classe: 20, porque: 'se também faz travesseiros, almofadas ou colchões' },
    { classe: 35, porque: VENDE },
  ],
  25: [
    { classe: 35, porque: VENDE },
    { classe: 18, porque: 'se também faz bolsas, mochilas, carteiras ou outros artigos de couro' },
    { classe: 14, porque: 'se também faz joias, bijuterias ou relógios' },
  ],
  26: [
    { classe: 25, porque: 'se também faz roupas' },
    { classe: 44, porque: 'se também aplica extensões de cabelo ou perucas em salão' },
    { classe: 35, porque: VENDE },
  ],
  27: [
    { classe: 24, porque: 'se também faz cortinas, roupa de cama ou de mesa' },
    { classe: 37, porque: 'se também instala pisos e revestimentos' },
    { classe: 35, porque: VENDE },
  ],
  28: [
    { classe: 35, porque: VENDE },
    { classe: 41, porque: 'se também organiza atividades esportivas, recreativas ou festas infantis' },
    { classe: 9, porque: 'se também faz jogos de computador ou aplicativos' },
  ],
  29: [
    { classe: 35, porque: VENDE },
    { classe: 43, porque: 'se também serve no local, como restaurante ou lanchonete' },
    { classe: 30, porque: 'se também faz pães, doces, massas ou café' },
  ],
  30: [
    { classe: 35, porque: VENDE },
    { classe: 43, porque: 'se também serve no local, como café ou restaurante' },
    { classe: 32, porque: 'se também faz sucos, refrigerantes ou outras bebidas sem álcool' },
  ],
  31: [
    { classe: 29, porque: 'se também vende frutas ou legumes processados, em conserva ou congelados' },
    { classe: 44, porque: 'se também presta serviços de jardinagem, veterinária ou tosa' },
    { classe: 35, porque: VENDE },
  ],
  32: [
    { classe: 33, porque: 'se também faz bebidas alcoólicas além de cervejas' },
    { classe: 43, porque: 'se também serve no local, como bar ou cervejaria' },
    { classe: 35, porque: VENDE },
  ],
  33: [
    { classe: 32, porque: 'se também faz cervejas ou bebidas sem álcool' },
    { classe: 43, porque: 'se também serve no local, como bar ou adega' },
    { classe: 35, porque: VENDE },
  ],
  34: [
    { classe: 35, porque: 'se também vende em tabacaria própria ou pela internet' },
    { classe: 43, porque: 'se também serve no local, como tabacaria com bar' },
  ],
  35: [
    { classe: 41, porque: 'se também dá cursos, palestras ou treinamentos' },
    { classe: 42, porque: 'se também vende pela internet com plataforma ou sistema próprio' },
    { classe: 9, porque: 'se também oferece aplicativo para baixar' },
  ],
  36: [
    { classe: 35, porque: 'se também presta serviços de contabilidade ou gestão de negócios' },
    { classe: 45, porque: 'se também presta serviços jurídicos' },
    { classe: 42, porque: 'se também oferece o sistema ou aplicativo financeiro pela internet' },
  ],
  37: [
    { classe: 19, porque: 'se também vende materiais de construção' },
    { classe: 42, porque: 'se também faz projetos de arquitetura ou engenharia' },
    { classe: 35, porque: VENDE },
  ],
  38: [
    { classe: 9, porque: 'se também oferece aplicativo ou software para baixar' },
    { classe: 42, porque: 'se também hospeda sites ou oferece software pela internet' },
    { classe: 41, porque: 'se também produz o conteúdo transmitido, como vídeos, podcasts ou programas' },
  ],
  39: [
    { classe: 43, porque: 'se também oferece hospedagem' },
    { classe: 41, porque: 'se também organiza passeios culturais, festas ou eventos' },
    { classe: 35, porque: VENDE },
  ],
  40: [
    { classe: 16, porque: 'se também vende impressos, como cartões, cartazes e livros' },
    { classe: 42, porque: 'se também cria a arte ou o design antes de imprimir' },
    { classe: 35, porque: VENDE },
  ],
  41: [
    { classe: 16, porque: 'se também vende apostilas, livros ou outros materiais impressos' },
    { classe: 9, porque: 'se também vende cursos gravados, e-books ou aplicativos para baixar' },
    { classe: 35, porque: 'se também vende produtos ou faz publicidade para outras empresas' },
  ],
  42: [
    { classe: 9, porque: 'se também vende o software para baixar ou instalar' },
    { classe: 35, porque: 'se também faz publicidade ou marketing para os clientes' },
    { classe: 41, porque: 'se também dá cursos e treinamentos' },
  ],
  43: [
    { classe: 30, porque: 'se também vende pães, doces, café ou outros produtos próprios embalados' },
    { classe: 32, porque: 'se também faz bebidas próprias sem álcool, como sucos ou cervejas' },
    { classe: 35, porque: 'se também vende em loja própria, por entrega ou pela internet' },
    { classe: 29, porque: 'se também vende carnes, laticínios ou pratos congelados com a sua marca' },
  ],
  44: [
    { classe: 3, porque: 'se também vende cosméticos com a sua marca' },
    { classe: 41, porque: 'se também dá cursos de beleza, saúde ou bem-estar' },
    { classe: 35, porque: VENDE },
  ],
  45: [
    { classe: 41, porque: 'se também dá cursos ou palestras' },
    { classe: 35, porque: 'se também presta serviços de gestão de negócios ou contabilidade' },
    { classe: 36, porque: 'se também presta serviços financeiros ou imobiliários' },
  ],
};

/** The classes usually filed beside `classe`, most advised first, each with its reason; none for an unknown class. */
export function classesFiledWith(classe: number): FiledWith[] {
  return (filedWith[classe] ?? []).map((entry) => ({ ...entry }));
}
