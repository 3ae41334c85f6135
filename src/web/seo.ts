import type { PublicConfig } from '../shared/public-config';

export interface PageMeta {
  title: string;
  description: string;
}

/** Titles and descriptions of the prerendered public pages. */
export function publicPageMeta(config: PublicConfig): Record<'/' | '/blog' | '/termosdeusos', PageMeta> {
  return {
    '/': {
      title: `${config.appName} | Registro de marca no INPI rápido e seguro`,
      description:
        'Registre sua marca no INPI com especialistas: busca de viabilidade, depósito do pedido e acompanhamento até a concessão, em até 10x sem juros.',
    },
    '/blog': {
      title: `Blog e perguntas frequentes | ${config.appName}`,
      description: 'Quanto custa registrar uma marca, por que registrar, cuidados antes de abrir uma empresa e registro de músicas: tire suas dúvidas.',
    },
    '/termosdeusos': {
      title: `Termos de uso e contrato de prestação de serviços | ${config.appName}`,
      description: `Termos de uso e contrato de prestação de serviços de registro de marca de ${config.appName}.`,
    },
  };
}
