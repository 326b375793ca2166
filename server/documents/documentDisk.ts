import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the library keeps its files under the data folder: every version in one folder under its generated
 * name, and one export area per user for the files the server generated for that user.
 */
export class DocumentDisk {
  readonly versionsDir: string;
  readonly exportsDir: string;

  constructor(dataDir: string) {
    this.versionsDir = path.join(dataDir, 'documents');
    this.exportsDir = path.join(dataDir, 'exports');
  }

  async prepare(): Promise<void> {
    await fs.mkdir(this.versionsDir, { recursive: true });
    await fs.mkdir(this.exportsDir, { recursive: true });
  }

  /** The export area of one user (made when first needed). */
  async exportArea(userId: number): Promise<string> {
    const dir = path.join(this.exportsDir, String(userId));
    await fs.mkdir(dir, { recursive: true });
    return dir;
  }

  async writeVersion(storedName: string, data: Buffer): Promise<void> {
    await fs.writeFile(path.join(this.versionsDir, storedName), data, { flag: 'wx' });
  }

  async removeVersion(storedName: string): Promise<void> {
    await fs.rm(path.join(this.versionsDir, storedName), { force: true });
  }

  /**
   * The bytes of `name` inside `area`, or null when there is no such regular file there. The name has been
   * checked against a strict pattern already; this also refuses a symbolic link or anything whose real path
   * leads out of the area, so a link planted in the data folder cannot serve another file.
   */
  async readInside(area: string, name: string): Promise<Buffer | null> {
    const file = path.join(area, name);
    const stat = await fs.lstat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    const [realArea, realFile] = await Promise.all([fs.realpath(area), fs.realpath(file)]);
    if (path.dirname(realFile) !== realArea) return null;
    return fs.readFile(realFile).catch(() => null);
  }

  /** Removes generated exports older than `maxAgeMs` from a user's area (each new export tidies up). */
  async pruneExports(area: string, maxAgeMs: number, now: number): Promise<void> {
    for (const name of await fs.readdir(area).catch(() => [] as string[])) {
      const file = path.join(area, name);
      const stat = await fs.lstat(file).catch(() => null);
      if (stat?.isFile() && now - stat.mtimeMs > maxAgeMs) await fs.rm(file, { force: true });
    }
  }
}
