// `npm run checks`: lint, typecheck and the schema check side by side. Each is one single-threaded process of
// about a minute, so on two cores running them together takes the time of the longest rather than of all three.
// Each one's output is printed whole when it ends, so their lines do not interleave; the exit code is the first
// failure's.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const runs = scripts.map(
  (script) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(npm, ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        process.stdout.write(`\n> ${script}: ${code === 0 ? 'passed' : `failed (${code})`} in ${seconds} s\n`);
        process.stdout.write(Buffer.concat(output));
        resolve(code ?? 1);
      });
    }),
);

const codes = await Promise.all(runs);
process.exitCode = codes.find((code) => code !== 0) ?? 0;
