export const keptBuildDir: string;
export function keepBuild(distDir: string): void;
export function keptBuild(): string;
