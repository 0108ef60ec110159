import fs from 'node:fs/promises';
import path from 'node:path';

let tempCounter = 0;

/** Writes next to the target and renames, so a reader never sees half a file; makes the folder when missing. */
export async function writeFileAtomically(file: string, data: Buffer | string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${++tempCounter}.tmp`;
  try {
    await fs.writeFile(temp, data);
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}
