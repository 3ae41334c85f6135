/**
 * The 45 classes of the Nice Classification (NCL, 12th edition), which the INPI uses to say what a
 * brand protects. `titulo` is a short label for lists; `descricao` is the class heading in Portuguese, whole
 * (classes 5, 9, 30 and 35 checked against the NCL 12 headings: nothing abridged, nothing added).
 * The edition: the INPI adopted the 12th edition in January 2023 (announced 03/01/2023, in force from 15/02/2023, per
 * the public notes of law firms found) and its page "Classificação de produtos e serviços" (gov.br/inpi) calls it the
 * "Classificação Internacional de Produtos e Serviços de Nice (NCL)" and still uses it, with items of the Nice list
 * taken off the e-Marcas pre-approved list in RPIs 2816, 2817 and 2849. WIPO publishes a version of the edition each
 * January (NCL 12-2025, 12-2026), but no public source found here says which yearly version the INPI applies, so the
 * product names the edition only. The INPI's own Portuguese text of the headings could not be read here either:
 * public lists give different translations (older editions say "Propaganda" in class 35, for one). The wording
 * follows the NCL 12 headings item by item; compare it with the INPI's text when someone can open it.
 */

/** The edition the headings follow, in the INPI's name for the classification, told beside each heading. */
export const NICE_EDITION =
  'Classificação Internacional de Produtos e Serviços de Nice (NCL), 12ª edição, adotada pelo INPI em 2023';
export interface NiceClass {
  numero: number;
  natureza: 'produtos' | 'servicos';
  titulo: string;
  descricao: string;
}

export const NICE_CLASS_MIN = 1;
export const NICE_CLASS_MAX = 45;

export const niceClasses: readonly NiceClass[] = [
  {
    numero: 1,
    natureza: 'produtos',
    titulo: 'Produtos químicos',
    descricao:
      'Produtos químicos para uso na indústria, nas ciências, na fotografia, na agricultura, na horticultura e na silvicultura; resinas artificiais e matérias plásticas em estado bruto; composições para extinção e prevenção de incêndio; preparações para têmpera e soldagem de metais; substâncias para curtir couros e peles; adesivos para uso na indústria; massas de vidraceiro; composto, adubos e fertilizantes; preparações biológicas para uso na indústria e na ciência.',
  },
  {
    numero: 2,
    natureza: 'produtos',
    titulo: 'Tintas e vernizes',
    descricao:
      'Tintas, vernizes, lacas; preservativos contra a ferrugem e a deterioração da madeira; corantes, tinturas; tintas para impressão, marcação e gravura; resinas naturais em estado bruto; metais em folhas e em pó para pintura, decoração, impressão e arte.',
  },
  {
    numero: 3,
    natureza: 'produtos',
    titulo: 'Cosméticos e produtos de limpeza',
    descricao:
      'Cosméticos e preparações de higiene não medicinais; dentifrícios não medicinais; perfumaria, óleos essenciais; preparações para branquear e outras substâncias para lavar roupas; preparações para limpar, polir, desengordurar e raspar.',
  },
  {
    numero: 4,
    natureza: 'produtos',
    titulo: 'Óleos, lubrificantes e combustíveis',
    descricao:
      'Óleos e graxas industriais, cera; lubrificantes; composições para absorver, molhar e fixar poeira; combustíveis e iluminantes; velas e pavios para iluminação.',
  },
  {
    numero: 5,
    natureza: 'produtos',
    titulo: 'Produtos farmacêuticos',
    descricao:
      'Produtos farmacêuticos, preparações médicas e veterinárias; preparações higiênicas para fins médicos; alimentos e substâncias dietéticas adaptados para uso médico ou veterinário, alimentos para bebês; suplementos alimentares para seres humanos e animais; emplastros, materiais para curativos; material para obturação dentária, cera dentária; desinfetantes; preparações para destruição de animais nocivos; fungicidas, herbicidas.',
  },
  {
    numero: 6,
    natureza: 'produtos',
    titulo: 'Metais comuns',
    descricao:
      'Metais comuns e suas ligas, minérios; materiais metálicos para construção; construções transportáveis metálicas; cabos e fios não elétricos de metal comum; pequenos artigos de ferragem; recipientes metálicos para armazenagem ou transporte; cofres.',
  },
  {
    numero: 7,
    natureza: 'produtos',
    titulo: 'Máquinas e motores',
    descricao:
      'Máquinas, máquinas-ferramentas, ferramentas elétricas; motores, exceto para veículos terrestres; acoplamentos e elementos de transmissão, exceto para veículos terrestres; implementos agrícolas que não sejam manuais; chocadeiras; máquinas de venda automática.',
  },
  {
    numero: 8,
    natureza: 'produtos',
    titulo: 'Ferramentas manuais',
    descricao:
      'Ferramentas e implementos manuais acionados manualmente; cutelaria; armas brancas, exceto armas de fogo; aparelhos de barbear.',
  },
  {
    numero: 9,
    natureza: 'produtos',
    titulo: 'Aparelhos científicos, eletrônicos e software',
    descricao:
      'Aparelhos e instrumentos científicos, de pesquisa, navegação, topografia, fotografia, cinematografia, audiovisuais, ópticos, de pesagem, medição, sinalização, detecção, teste, inspeção, salvamento e ensino; aparelhos e instrumentos para conduzir, interromper, transformar, acumular, regular ou controlar a distribuição ou o uso de eletricidade; aparelhos e instrumentos para gravar, transmitir, reproduzir ou processar sons, imagens ou dados; mídias gravadas e que podem ser baixadas, software de computador, mídias virgens digitais ou analógicas de gravação e armazenamento; mecanismos para aparelhos operados com moedas; caixas registradoras, dispositivos de cálculo; computadores e periféricos de computador; roupas de mergulho, máscaras de mergulho, tampões de ouvido para mergulhadores, clipes nasais para mergulhadores e nadadores, luvas para mergulhadores, aparelhos de respiração para natação subaquática; aparelhos extintores de incêndio.',
  },
  {
    numero: 10,
    natureza: 'produtos',
    titulo: 'Aparelhos médicos',
    descricao:
      'Aparelhos e instrumentos cirúrgicos, médicos, odontológicos e veterinários; membros, olhos e dentes artificiais; artigos ortopédicos; materiais de sutura; dispositivos terapêuticos e de assistência para pessoas com deficiência; aparelhos de massagem; aparelhos, dispositivos e artigos para amamentação; aparelhos, dispositivos e artigos para atividade sexual.',
  },
  {
    numero: 11,
    natureza: 'produtos',
    titulo: 'Iluminação, aquecimento e refrigeração',
    descricao:
      'Aparelhos e instalações de iluminação, aquecimento, resfriamento, produção de vapor, cozimento, secagem, ventilação, abastecimento de água e para fins sanitários.',
  },
  {
    numero: 12,
    natureza: 'produtos',
    titulo: 'Veículos',
    descricao: 'Veículos; aparelhos para locomoção por terra, ar ou água.',
  },
  {
    numero: 13,
    natureza: 'produtos',
    titulo: 'Armas de fogo e fogos de artifício',
    descricao: 'Armas de fogo; munições e projéteis; explosivos; fogos de artifício.',
  },
  {
    numero: 14,
    natureza: 'produtos',
    titulo: 'Joias e relógios',
    descricao:
      'Metais preciosos e suas ligas; joalheria, bijuteria, pedras preciosas e semipreciosas; instrumentos de relojoaria e cronométricos.',
  },
  {
    numero: 15,
    natureza: 'produtos',
    titulo: 'Instrumentos musicais',
    descricao:
      'Instrumentos musicais; estantes de partitura e suportes para instrumentos musicais; batutas de maestro.',
  },
  {
    numero: 16,
    natureza: 'produtos',
    titulo: 'Papelaria e impressos',
    descricao:
      'Papel e papelão; material impresso; materiais para encadernação; fotografias; artigos de papelaria e de escritório, exceto móveis; adesivos para papelaria ou uso doméstico; materiais de desenho e para artistas; pincéis; materiais de instrução e ensino; folhas, películas e sacos plásticos para embalagem; tipos de impressão, clichês.',
  },
  {
    numero: 17,
    natureza: 'produtos',
    titulo: 'Borracha e materiais isolantes',
    descricao:
      'Borracha, guta-percha, goma, amianto, mica em estado bruto e semiacabados, e seus substitutos; plásticos e resinas extrudados para uso na fabricação; materiais para calafetar, vedar e isolar; canos, tubos e mangueiras flexíveis, não metálicos.',
  },
  {
    numero: 18,
    natureza: 'produtos',
    titulo: 'Couro, bolsas e malas',
    descricao:
      'Couro e imitações de couro; peles de animais; bagagens e bolsas de transporte; guarda-chuvas e guarda-sóis; bengalas; chicotes, arreios e selaria; coleiras, trelas e roupas para animais.',
  },
  {
    numero: 19,
    natureza: 'produtos',
    titulo: 'Materiais de construção não metálicos',
    descricao:
      'Materiais de construção não metálicos; canos rígidos não metálicos para construção; asfalto, piche, alcatrão e betume; construções transportáveis não metálicas; monumentos não metálicos.',
  },
  {
    numero: 20,
    natureza: 'produtos',
    titulo: 'Móveis',
    descricao:
      'Móveis, espelhos, molduras; recipientes não metálicos para armazenagem ou transporte; osso, chifre, barbatana de baleia ou madrepérola em estado bruto ou semiacabados; conchas; espuma do mar; âmbar amarelo.',
  },
  {
    numero: 21,
    natureza: 'produtos',
    titulo: 'Utensílios domésticos',
    descricao:
      'Utensílios e recipientes para uso doméstico e culinário; utensílios de cozinha e louça, exceto garfos, facas e colheres; pentes e esponjas; escovas, exceto pincéis; materiais para fabricação de escovas; artigos de limpeza; vidro em estado bruto ou semiacabado, exceto vidro de construção; artigos de vidro, porcelana e faiança.',
  },
  {
    numero: 22,
    natureza: 'produtos',
    titulo: 'Cordas, lonas e fibras têxteis',
    descricao:
      'Cordas e barbantes; redes; barracas e lonas; toldos de matérias têxteis ou sintéticas; velas de barco; sacos para transporte e armazenagem a granel; materiais de acolchoamento e enchimento, exceto de papel, papelão, borracha ou plástico; fibras têxteis em bruto e seus substitutos.',
  },
  {
    numero: 23,
    natureza: 'produtos',
    titulo: 'Fios para uso têxtil',
    descricao: 'Fios e linhas para uso têxtil.',
  },
  {
    numero: 24,
    natureza: 'produtos',
    titulo: 'Tecidos e roupa de cama e mesa',
    descricao:
      'Tecidos e seus substitutos; roupa de cama e mesa para uso doméstico; cortinas de matérias têxteis ou plásticas.',
  },
  {
    numero: 25,
    natureza: 'produtos',
    titulo: 'Vestuário, calçados e chapelaria',
    descricao: 'Vestuário, calçados, chapelaria.',
  },
  {
    numero: 26,
    natureza: 'produtos',
    titulo: 'Aviamentos e cabelos artificiais',
    descricao:
      'Rendas, cordões e bordados, fitas e laços para armarinho; botões, colchetes, alfinetes e agulhas; flores artificiais; decorações para cabelo; cabelos postiços.',
  },
  {
    numero: 27,
    natureza: 'produtos',
    titulo: 'Tapetes e revestimentos de piso',
    descricao:
      'Carpetes, tapetes, capachos, esteiras, linóleo e outros materiais para revestimento de pisos; tapeçarias murais não têxteis.',
  },
  {
    numero: 28,
    natureza: 'produtos',
    titulo: 'Jogos, brinquedos e artigos esportivos',
    descricao:
      'Jogos, brinquedos e passatempos; aparelhos de videogame; artigos de ginástica e esporte; decorações para árvores de Natal.',
  },
  {
    numero: 29,
    natureza: 'produtos',
    titulo: 'Carnes, laticínios e alimentos processados',
    descricao:
      'Carne, peixe, aves e caça; extratos de carne; frutas e legumes em conserva, congelados, secos e cozidos; geleias, doces, compotas; ovos; leite, queijo, manteiga, iogurte e outros laticínios; óleos e gorduras para alimentação.',
  },
  {
    numero: 30,
    natureza: 'produtos',
    titulo: 'Café, cereais, doces e temperos',
    descricao:
      'Café, chá, cacau e seus substitutos; arroz, massas e macarrão; tapioca e sagu; farinhas e preparações feitas de cereais; pão, produtos de confeitaria e pastelaria; chocolate; sorvetes, sorbets e outros gelados comestíveis; açúcar, mel, melaço; levedura, fermento em pó; sal, temperos, especiarias, ervas em conserva; vinagre, molhos e outros condimentos; gelo (água congelada).',
  },
  {
    numero: 31,
    natureza: 'produtos',
    titulo: 'Produtos agrícolas e animais vivos',
    descricao:
      'Produtos agrícolas, aquícolas, hortícolas e florestais em bruto e não processados; grãos e sementes em bruto; frutas e legumes frescos, ervas frescas; plantas e flores naturais; bulbos, mudas e sementes para plantio; animais vivos; alimentos e bebidas para animais; malte.',
  },
  {
    numero: 32,
    natureza: 'produtos',
    titulo: 'Cervejas e bebidas não alcoólicas',
    descricao:
      'Cervejas; bebidas não alcoólicas; águas minerais e gaseificadas; bebidas de frutas e sucos de frutas; xaropes e outras preparações não alcoólicas para fabricar bebidas.',
  },
  {
    numero: 33,
    natureza: 'produtos',
    titulo: 'Bebidas alcoólicas',
    descricao: 'Bebidas alcoólicas, exceto cervejas; preparações alcoólicas para fabricar bebidas.',
  },
  {
    numero: 34,
    natureza: 'produtos',
    titulo: 'Tabaco e artigos para fumantes',
    descricao:
      'Tabaco e seus substitutos; cigarros e charutos; cigarros eletrônicos e vaporizadores orais para fumantes; artigos para fumantes; fósforos.',
  },
  {
    numero: 35,
    natureza: 'servicos',
    titulo: 'Publicidade e gestão de negócios',
    descricao: 'Publicidade; gestão, organização e administração de negócios; funções de escritório.',
  },
  {
    numero: 36,
    natureza: 'servicos',
    titulo: 'Serviços financeiros e imobiliários',
    descricao: 'Serviços financeiros, monetários e bancários; serviços de seguros; negócios imobiliários.',
  },
  {
    numero: 37,
    natureza: 'servicos',
    titulo: 'Construção, instalação e reparação',
    descricao:
      'Serviços de construção; serviços de instalação e reparação; extração de minérios, perfuração de petróleo e gás.',
  },
  {
    numero: 38,
    natureza: 'servicos',
    titulo: 'Telecomunicações',
    descricao: 'Serviços de telecomunicações.',
  },
  {
    numero: 39,
    natureza: 'servicos',
    titulo: 'Transporte e armazenagem',
    descricao: 'Transporte; embalagem e armazenagem de mercadorias; organização de viagens.',
  },
  {
    numero: 40,
    natureza: 'servicos',
    titulo: 'Tratamento de materiais',
    descricao:
      'Tratamento de materiais; reciclagem de lixo e resíduos; purificação do ar e tratamento de água; serviços de impressão; conservação de alimentos e bebidas.',
  },
  {
    numero: 41,
    natureza: 'servicos',
    titulo: 'Educação, entretenimento e esporte',
    descricao: 'Educação; fornecimento de treinamento; entretenimento; atividades esportivas e culturais.',
  },
  {
    numero: 42,
    natureza: 'servicos',
    titulo: 'Serviços científicos e de tecnologia',
    descricao:
      'Serviços científicos e tecnológicos e pesquisa e desenvolvimento a eles relacionados; serviços de análises industriais, pesquisa industrial e desenho industrial; serviços de controle de qualidade e de autenticação; desenvolvimento de hardware e software de computador.',
  },
  {
    numero: 43,
    natureza: 'servicos',
    titulo: 'Alimentação e hospedagem',
    descricao: 'Serviços de fornecimento de comida e bebida; hospedagem temporária.',
  },
  {
    numero: 44,
    natureza: 'servicos',
    titulo: 'Serviços médicos, de beleza e agricultura',
    descricao:
      'Serviços médicos; serviços veterinários; cuidados de higiene e beleza para seres humanos ou animais; serviços de agricultura, aquicultura, horticultura e silvicultura.',
  },
  {
    numero: 45,
    natureza: 'servicos',
    titulo: 'Serviços jurídicos e de segurança',
    descricao:
      'Serviços jurídicos; serviços de segurança para a proteção física de bens materiais e pessoas; serviços de encontros, redes sociais on-line; serviços funerários; serviços de babá.',
  },
];

export function findNiceClass(numero: number): NiceClass | undefined {
  return niceClasses.find((item) => item.numero === numero);
}

/** "Classe 30: Café, cereais, doces e temperos"; empty without a class. */
export function niceClassLabel(numero: number | null | undefined): string {
  if (!numero) return '';
  const found = findNiceClass(numero);
  return found ? `Classe ${numero}: ${found.titulo}` : `Classe ${numero}`;
}
