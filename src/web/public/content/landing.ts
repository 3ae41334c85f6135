/** Texts of the landing page. Prices never live here: they come from the catalogue. */

export const chatMessages = {
  floating: 'Olá! Vim pelo site e gostaria de tirar algumas dúvidas sobre o registro da minha marca.',
  specialist: 'Olá! Quero falar com um especialista para saber se consigo registrar a minha marca.',
  corporate: (planTitle: string) =>
    `Olá! Tenho interesse no plano ${planTitle} e gostaria de receber uma proposta para registrar as marcas da minha empresa.`,
  blog: 'Olá! Li os artigos do blog e fiquei com uma dúvida sobre o registro de marca.',
};

export const hero = {
  eyebrow: 'Registro de marca no INPI',
  title: 'Sua marca protegida no INPI, com rapidez e segurança',
  lead: 'Cuidamos de todo o processo para você: da busca de viabilidade ao depósito do pedido, e acompanhamos cada publicação até a concessão do registro.',
  promises: [
    'Pedido protocolado no INPI em até 15 dias úteis após o envio dos documentos',
    'Pagamento em até {instalments}x sem juros no cartão',
    'Registro garantido para quem segue as orientações da nossa equipe',
  ],
  primaryAction: 'Ver planos e preços',
  secondaryAction: 'Falar com um especialista',
  priceCard: {
    title: 'Planos de registro a partir de',
    items: [
      'Especialistas em propriedade industrial',
      'Busca de viabilidade antes do depósito',
      'Pagamento seguro e dados protegidos',
    ],
  },
};

export type ServiceIcon = 'search' | 'certificate' | 'shield';

export const serviceHighlights: { icon: ServiceIcon; title: string; text: string }[] = [
  {
    icon: 'search',
    title: 'Busca de anterioridade',
    text: 'Antes de investir, pesquisamos na base do INPI se já existe marca igual ou parecida e dizemos, com clareza, as chances do seu pedido.',
  },
  {
    icon: 'certificate',
    title: 'Registro de marca',
    text: 'Definimos as classes certas, preparamos a especificação e protocolamos o pedido no INPI em nome do titular, sem burocracia para você.',
  },
  {
    icon: 'shield',
    title: 'Monitoramento e defesa',
    text: 'Acompanhamos a Revista da Propriedade Industrial toda semana, avisamos sobre prazos e defendemos sua marca contra oposições e cópias.',
  },
];

export const steps: { title: string; text: string }[] = [
  {
    title: 'Escolha o plano',
    text: 'Compare os planos, faça seu cadastro em poucos minutos e pague em até 10x sem juros.',
  },
  {
    title: 'Busca de viabilidade',
    text: 'Nossa equipe pesquisa a sua marca no INPI e explica o resultado antes do depósito.',
  },
  {
    title: 'Dados e procuração',
    text: 'Você informa os dados do titular e da marca e assina a procuração, tudo pela internet.',
  },
  {
    title: 'Protocolo e acompanhamento',
    text: 'Protocolamos o pedido em até 15 dias úteis e acompanhamos o processo até a concessão.',
  },
];

export const sectionTexts = {
  services: {
    title: 'Como protegemos a sua marca',
    lead: 'Um time especializado em propriedade industrial cuidando de cada etapa do registro.',
  },
  steps: { title: 'Como funciona', lead: 'Quatro passos simples, do primeiro clique ao protocolo no INPI.' },
  plans: {
    title: 'Planos de registro',
    lead: 'Preço fechado, sem surpresas: escolha o plano que combina com o momento do seu negócio.',
    recommended: 'Mais completo',
    quoteLabel: 'Sob consulta',
    quoteNote: 'Proposta sob medida para o seu portfólio',
    quoteAction: 'Solicitar proposta',
    buyAction: 'Contratar',
    interestFree: 'sem juros',
  },
  addOns: {
    title: 'Serviços avulsos',
    lead: 'Já tem um pedido no INPI ou quer só verificar uma marca? Contrate apenas o que precisa.',
  },
  callToAction: {
    title: 'Ainda tem dúvidas sobre a sua marca?',
    text: 'Converse com um especialista pelo WhatsApp e tire suas dúvidas antes de contratar.',
    action: 'Falar com um especialista',
  },
  clients: {
    title: 'Marcas que confiam no nosso trabalho',
    lead: 'Empreendedores de todo o Brasil já protegeram seus negócios com a gente.',
    previous: 'Ver marcas anteriores',
    next: 'Ver próximas marcas',
    region: 'Marcas de clientes',
  },
  testimonials: {
    title: 'O que dizem nossos clientes',
    lead: 'A experiência de quem já registrou a marca com a gente.',
  },
  blog: {
    title: 'Do nosso blog',
    lead: 'Conteúdo direto ao ponto para você decidir com segurança.',
    action: 'Ler todos os artigos',
  },
};
