import type { Plugin } from 'vite';

export function bundleInputs(extra?: string[]): Plugin;
export function staleBuild(root: string, outDir: string): string | null;
