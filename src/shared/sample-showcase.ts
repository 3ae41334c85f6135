import type { ClientBrand, Testimonial } from './showcase';

/**
 * Invented testimonials and client logos for development: shown, marked "dados de exemplo", only while the
 * operator has not set SHOWCASE_FILE and never in production.
 */
export const sampleTestimonials: Testimonial[] = [
  {
    name: 'Juliana Cavalcante',
    location: 'Maceió, AL',
    avatar: '/depoimentos/juliana.svg',
    rating: 5,
    text: 'Eu achava que registrar a marca da minha confeitaria seria complicado e caro. A equipe explicou cada etapa, fez a busca antes e o pedido foi protocolado em poucos dias. Recomendo de olhos fechados.',
  },
  {
    name: 'Rafael Monteiro',
    location: 'Recife, PE',
    avatar: '/depoimentos/rafael.svg',
    rating: 5,
    text: 'Descobri na busca de viabilidade que já existia uma marca muito parecida com a minha. Eles sugeriram ajustes, refizeram a pesquisa e hoje meu pedido segue sem nenhuma oposição.',
  },
  {
    name: 'Patrícia Nogueira',
    location: 'Belo Horizonte, MG',
    avatar: '/depoimentos/patricia.svg',
    rating: 4,
    text: 'Atendimento rápido pelo WhatsApp e tudo muito bem explicado. O processo no INPI leva alguns meses, mas recebo aviso a cada novidade e sei exatamente em que pé está a minha marca.',
  },
];

export const sampleClientBrands: ClientBrand[] = [
  { name: 'Doce Sertão Confeitaria', logo: '/clientes/doce-sertao.svg' },
  { name: 'Maré Alta Surf', logo: '/clientes/mare-alta.svg' },
  { name: 'Cantinho Mineiro', logo: '/clientes/cantinho-mineiro.svg' },
  { name: 'Vértice Engenharia', logo: '/clientes/vertice.svg' },
  { name: 'Flor de Caju Cosméticos', logo: '/clientes/flor-de-caju.svg' },
  { name: 'Pixel Norte Tecnologia', logo: '/clientes/pixel-norte.svg' },
  { name: 'Ateliê Renda Viva', logo: '/clientes/renda-viva.svg' },
  { name: 'Café Serra Azul', logo: '/clientes/cafe-serra-azul.svg' },
];
