export interface Testimonial {
  name: string;
  location: string;
  /** Path of the avatar under the public folder. */
  avatar: string;
  /** 1 to 5 stars. */
  rating: number;
  text: string;
}

export const testimonials: Testimonial[] = [
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
