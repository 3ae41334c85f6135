import { findEntry, purchasablePlanIds, signUpPagePath } from '../shared/catalogue';
import type { PublicConfig } from '../shared/public-config';

export interface PageMeta {
  title: string;
  description: string;
}

/** Titles and descriptions of the prerendered public pages. */
export function publicPageMeta(config: PublicConfig): Record<'/' | '/blog' | '/termosdeusos' | '/busca', PageMeta> {
  return {
    '/': {
      title: `${config.appName} | Registro de marca no INPI rápido e seguro`,
      description:
        'Registre sua marca no INPI com especialistas: busca de viabilidade, depósito do pedido e acompanhamento até a concessão, em até 10x sem juros.',
    },
    '/blog': {
      title: `Blog e perguntas frequentes | ${config.appName}`,
      description:
        'Quanto custa registrar uma marca, por que registrar, cuidados antes de abrir uma empresa e registro de músicas: tire suas dúvidas.',
    },
    '/busca': {
      title: `Busca de marcas grátis no INPI | ${config.appName}`,
      description:
        'Consulte grátis se o nome da sua marca está livre: comparamos com as marcas publicadas pelo INPI na RPI, por nome, som e classe, em segundos.',
    },
    '/termosdeusos': {
      title: `Termos de uso e contrato de prestação de serviços | ${config.appName}`,
      description: `Termos de uso e contrato de prestação de serviços de registro de marca de ${config.appName}.`,
    },
  };
}

/**
 * The head of every page drawn in the browser only (checkout, customer area, back office): each sets its own
 * title once it runs, but search engines and link previews read this first.
 */
export function shellPageMeta(config: PublicConfig): PageMeta {
  return {
    title: config.appName,
    description: `Contrate o registro da sua marca no INPI com ${config.appName}: crie sua conta, pague com Pix, boleto ou cartão e acompanhe cada etapa do pedido.`,
  };
}

/**
 * The sign-up page of each plan a visitor can buy (/confirmplan?planId=N, the address every "Contratar" link
 * opens): drawn by the server so a phone shows the plan and the form before the checkout's code arrives.
 */
export function signUpPageMeta(_config: PublicConfig): Record<string, PageMeta> {
  return Object.fromEntries(
    purchasablePlanIds.map((planId) => {
      const entry = findEntry(planId)!;
      return [
        signUpPagePath(planId),
        {
          title: `Contratar ${entry.title}`,
          description: `${entry.summary} Crie sua conta e pague com Pix, boleto ou cartão.`,
        },
      ];
    }),
  );
}
