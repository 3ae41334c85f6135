import type { ChildProcess } from 'node:child_process';

export interface BuildStatus {
  ok: boolean;
  output: string;
}
export const DIST_DIR_VARIABLE: string;
export const BUILD_STATUS_FILE: string;
export function writeBuildStatus(distDir: string, status: { ok: boolean; output?: string }): void;
export function readBuildStatus(distDir: string): BuildStatus | undefined;
export function buildServerInto(distDir: string): { child: ChildProcess; done: Promise<BuildStatus> };
