import { brandPlans, findEntry } from '../../../shared/catalogue';
import { lowestInstalment, priceLabels } from '../../ui/price';
import { articleSummaries, type ArticleSummary } from './article-summaries';
import {
  discountSentence,
  feeSourceLink,
  feeSourceNote,
  filingFeesSentence,
  firstDecenniumSentence,
  validitySentence,
} from './official-fees';

export interface Article extends ArticleSummary {
  paragraphs: string[];
  links: { label: string; href: string }[];
}

const summary = (slug: string): ArticleSummary => {
  const found = articleSummaries.find((article) => article.slug === slug);
  if (!found) throw new Error(`Resumo de artigo ausente: ${slug}`);
  return found;
};

const fromPrice = lowestInstalment(brandPlans);
const essencial = findEntry(1)!;
const premium = findEntry(2)!;
const busca = findEntry(4)!;
const essencialPrice = priceLabels(essencial);
const premiumPrice = priceLabels(premium);
const buscaPrice = priceLabels(busca);

export const articles: Article[] = [
  {
    ...summary('quanto-custa-registrar-uma-marca'),
    paragraphs: [
      'Quem pesquisa quanto custa registrar uma marca encontra números muito diferentes, e muitos deles estão desatualizados. O custo total tem duas partes: as taxas oficiais do INPI, que são iguais para todo mundo e seguem uma tabela pública, e os honorários de quem prepara e acompanha o seu pedido.',
      filingFeesSentence,
      firstDecenniumSentence,
      discountSentence,
      'A especificação pré-aprovada usa descrições de produtos e serviços já aceitas pelo INPI, por isso é mais barata e costuma ter análise mais simples. A especificação livre serve para atividades que não se encaixam na lista; é mais cara e exige redação cuidadosa. Na maioria dos casos, a pré-aprovada atende bem.',
      'As taxas são cobradas por classe. A classe é a área de atuação da marca na Classificação Internacional de Nice, que tem 45 classes: uma para vestuário, outra para alimentos, outra para serviços de restaurante e assim por diante. Uma marca de roupas que também vende pela internet, por exemplo, pode precisar de mais de uma classe. Com a gente, cada classe extra custa apenas a taxa oficial adicional do INPI.',
      `Os honorários variam conforme o acompanhamento que você quer. Nossos planos começam em ${fromPrice?.instalment ?? ''} sem juros: o ${essencial.title} sai por ${essencialPrice?.total ?? ''} e o ${premium.title}, que inclui respostas a exigências e recurso em caso de indeferimento, por ${premiumPrice?.total ?? ''}. Se quiser apenas checar se o nome está livre, a ${busca.title} avulsa custa ${buscaPrice?.instalment ?? ''} (total de ${buscaPrice?.total ?? ''}).`,
      validitySentence,
      feeSourceNote,
    ],
    links: [feeSourceLink],
  },
  {
    ...summary('por-que-registrar-sua-marca'),
    paragraphs: [
      'Muita gente acredita que, ao abrir a empresa na Junta Comercial ou comprar o domínio do site, o nome já está protegido. Não está. O nome empresarial e o domínio são cadastros diferentes; o direito de uso exclusivo de uma marca em todo o território nacional só nasce com o registro concedido pelo INPI, como prevê a Lei da Propriedade Industrial (Lei nº 9.279/1996).',
      'No Brasil vale, em regra, quem pede primeiro. Se outra pessoa depositar antes uma marca igual ou parecida com a sua no mesmo ramo, ela pode conseguir o registro e, a partir daí, impedir que você continue usando o nome, mesmo que você o use há anos. Trocar de nome depois de investir em fachada, embalagens, site e redes sociais costuma custar muito mais do que o registro.',
      'Com a marca registrada você pode impedir cópias e imitações, pedir a retirada de anúncios falsos em marketplaces e redes sociais e agir contra concorrentes que tentem se aproveitar da sua reputação. O registro também é prova forte em qualquer negociação ou disputa.',
      'A marca registrada é um patrimônio da empresa. Ela pode ser licenciada, usada em um modelo de franquia, dada em garantia ou vendida, e entra na avaliação do negócio quando chega um sócio ou investidor. Algumas redes varejistas e plataformas de venda, inclusive, pedem o número do processo no INPI antes de fechar parcerias.',
      'Por fim, o registro traz tranquilidade: ele vale por 10 anos e pode ser renovado indefinidamente. Você cuida do seu negócio sabendo que o nome que seus clientes conhecem continua sendo seu.',
    ],
    links: [],
  },
  {
    ...summary('cuidados-antes-de-abrir-uma-empresa'),
    paragraphs: [
      'Escolher o nome é uma das partes mais gostosas de começar um negócio, e também uma das que mais geram dor de cabeça quando feita às pressas. Antes de registrar o CNPJ, mandar fazer a fachada ou criar o perfil no Instagram, vale seguir alguns cuidados simples.',
      'Primeiro, pesquise o nome na base do INPI, e não só no Google. Uma busca de anterioridade bem feita procura marcas iguais e também parecidas na escrita, no som ou na ideia, dentro do mesmo ramo de atividade. Um nome livre na Junta Comercial pode estar registrado como marca por outra empresa.',
      'Segundo, prefira nomes distintivos. Palavras que apenas descrevem o produto, como "Pão Gostoso" para uma padaria, dificilmente são aceitas como marca exclusiva. Nomes criativos, ou combinações originais de palavras, têm muito mais chance de registro e são mais fáceis de defender.',
      'Terceiro, confira se o domínio do site e os perfis nas redes sociais estão disponíveis com o mesmo nome. Manter tudo igual fortalece a marca e evita confusão para o cliente.',
      'Quarto, se um designer criou o seu logotipo, peça um documento de cessão dos direitos autorais sobre a arte. Assim, não resta dúvida de que o desenho pertence a você ou à sua empresa.',
      'Por último, decida com calma em nome de quem o pedido será feito. A marca pode ser registrada por uma pessoa física ou por uma empresa, desde que o titular exerça de fato a atividade ligada aos produtos ou serviços. Se a empresa ainda não existe, é possível registrar em nome do futuro sócio e transferir depois. Na dúvida, fale com a gente antes de decidir.',
    ],
    links: [],
  },
  {
    ...summary('como-registrar-uma-musica'),
    paragraphs: [
      'É comum músicos nos perguntarem como registrar uma música no INPI. A resposta surpreende: a música em si não é registrada no INPI. Letra e melodia são obras intelectuais protegidas pelo direito autoral (Lei nº 9.610/1998), e essa proteção existe desde a criação, independentemente de qualquer registro.',
      'Ainda assim, registrar a obra ajuda a provar a autoria e a data. A partitura ou a gravação da música pode ser registrada na Escola de Música da UFRJ, e a letra também pode ser registrada no Escritório de Direitos Autorais da Fundação Biblioteca Nacional. Guardar arquivos com data, e-mails e versões publicadas também serve de prova.',
      'Para receber pelos direitos quando a música toca em rádio, TV, shows ou plataformas, o autor se filia a uma das associações de gestão coletiva ligadas ao Ecad e cadastra as suas obras. As gravações recebem um código ISRC, que identifica cada fonograma.',
      'O nome artístico, o nome da banda e o nome do selo são outra história: esses sim são marcas e devem ser registrados no INPI. Normalmente, a proteção envolve a classe 41 (shows e entretenimento) e, conforme o caso, a classe 9 (gravações e arquivos de música) e a classe 25 (camisetas e outros produtos).',
      'Vale registrar cedo. Não são raros os casos de bandas que crescem e descobrem que outra pessoa já registrou o nome, sendo obrigadas a mudar ou a negociar. Com a marca registrada, você também consegue pedir a remoção de perfis falsos e de produtos piratas com o seu nome.',
    ],
    links: [],
  },
];
