import { useEffect, useRef } from 'react';

/** What a flow tells the hook on each render: where its state and the address are, and how to move either. */
export interface AddressInStep {
  /** The page the state shows, as a comparable key; null while it shows none (loading, ended). */
  state: string | null;
  /** The page the address shows, as a comparable key; null when it is none of the flow's pages. */
  address: string | null;
  /** Puts the address on the state's page; `replace` keeps the page left out of the history. */
  follow: (replace: boolean) => void;
  /** The address moved while the state stayed (the back button, a typed URL, a link): the flow decides. */
  addressMoved: () => void;
  /** The state's page is a stand-in (e.g. the order is still being read): its next move replaces the address. */
  provisional?: boolean;
}

/**
 * The one place a flow's address and its machine are kept in step. When the state moves, the address follows
 * (replaced on the state's first page, so a reload or a typed address does not leave an extra history entry);
 * when the address moves while the state stays, the flow is told once.
 */
export function useAddressInStep({ state, address, follow, addressMoved, provisional = false }: AddressInStep) {
  const seen = useRef<{ state: string | null; address: string | null; provisional: boolean }>({
    state: null,
    address: null,
    provisional: false,
  });
  useEffect(() => {
    const before = seen.current;
    seen.current = { state, address, provisional };
    if (state === null || state === address) return;
    if (before.state !== state) return follow(before.state === null || before.provisional);
    if (address !== null && before.address !== address) addressMoved();
  });
}
