import { createContext, useContext, type ReactNode } from 'react';
import { defaultPublicConfig, PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '../shared/public-config';

const PublicConfigContext = createContext<PublicConfig>(defaultPublicConfig);

/** The configuration the server put in the page. */
export function readPublicConfig(): PublicConfig {
  const element = typeof document === 'undefined' ? null : document.getElementById(PUBLIC_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return defaultPublicConfig;
  try {
    return { ...defaultPublicConfig, ...JSON.parse(element.textContent) };
  } catch {
    return defaultPublicConfig;
  }
}

export function PublicConfigProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  return <PublicConfigContext.Provider value={config}>{children}</PublicConfigContext.Provider>;
}

export function usePublicConfig(): PublicConfig {
  return useContext(PublicConfigContext);
}
