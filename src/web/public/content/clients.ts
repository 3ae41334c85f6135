export interface ClientBrand {
  name: string;
  /** Path of the logo under the public folder. */
  logo: string;
}

export const clientBrands: ClientBrand[] = [
  { name: 'Doce Sertão Confeitaria', logo: '/clientes/doce-sertao.svg' },
  { name: 'Maré Alta Surf', logo: '/clientes/mare-alta.svg' },
  { name: 'Cantinho Mineiro', logo: '/clientes/cantinho-mineiro.svg' },
  { name: 'Vértice Engenharia', logo: '/clientes/vertice.svg' },
  { name: 'Flor de Caju Cosméticos', logo: '/clientes/flor-de-caju.svg' },
  { name: 'Pixel Norte Tecnologia', logo: '/clientes/pixel-norte.svg' },
  { name: 'Ateliê Renda Viva', logo: '/clientes/renda-viva.svg' },
  { name: 'Café Serra Azul', logo: '/clientes/cafe-serra-azul.svg' },
];
