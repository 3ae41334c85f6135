/**
 * The hand-made speed-ups that make the server's code less plain than it could be, each measured against the plain
 * code it replaces (docs/decisions/012-caches-de-leitura.md, 013-cabecalhos-no-node-e-precos-sem-intl.md). `npm run bench`
 * starts the same build with one of them off to print both figures side by side; nothing else turns them off.
 */
export const SPEED_UPS = ['leituras-quentes', 'tokens', 'cabecalhos-node'] as const;
export type SpeedUp = (typeof SPEED_UPS)[number];

/** `SPEED_UPS_OFF=tokens,cabecalhos-node`: read once, when the server starts. */
const off = new Set((process.env.SPEED_UPS_OFF ?? '').split(',').map((name) => name.trim()));

export const speedUpOn = (name: SpeedUp): boolean => !off.has(name);
