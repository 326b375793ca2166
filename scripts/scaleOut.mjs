// `npm run start:scale-out`: the split deployment of docs/scale-out.md on one machine, on the PostgreSQL,
// Redis and Mosquitto of 127.0.0.1: two ingest processes (the first simulates the demo fleet), two API nodes,
// and HAProxy in front of them on PORT (8080). Each process is `npm start` with its role; Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const frontPort = Number(process.env.PORT || 8080);
const shared = {
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  DATABASE_SCHEMA: process.env.DATABASE_SCHEMA || 'portal',
  REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  MQTT_URL: process.env.MQTT_URL || 'mqtt://127.0.0.1:1883',
  MQTT_SHARE_GROUP: process.env.MQTT_SHARE_GROUP || 'portal',
  HOST: '127.0.0.1',
  TRUST_PROXY: '127.0.0.1',
};
const processes = [
  { name: 'ingest-1', port: frontPort + 1, env: { ROLE: 'ingest', SIMULATOR: process.env.SIMULATOR || 'on' } },
  { name: 'ingest-2', port: frontPort + 2, env: { ROLE: 'ingest', SIMULATOR: 'off' } },
  { name: 'api-a', port: frontPort + 3, env: { ROLE: 'api' } },
  { name: 'api-b', port: frontPort + 4, env: { ROLE: 'api' } },
];
const children = [];

/** Starts one process, its output prefixed with its name; settles when it prints `ready`. */
function run(name, command, args, env, ready) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    const print = (chunk) => {
      const text = chunk.toString();
      for (const line of text.split('\n')) if (line) console.log(`${name.padEnd(9)}| ${line}`);
      if (ready && text.includes(ready)) resolve();
    };
    child.stdout.on('data', print);
    child.stderr.on('data', print);
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
    if (!ready) resolve();
  });
}

const portal = (p) =>
  run(
    p.name,
    process.execPath,
    ['scripts/start.mjs'],
    { ...shared, ...p.env, NODE_ID: p.name, PORT: String(p.port) },
    'ready on',
  );

for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(0), 3000).unref();
  });

try {
  // The first builds what is missing and makes the store; the others join it.
  await portal(processes[0]);
  await Promise.all(processes.slice(1).map(portal));
  await run('haproxy', 'haproxy', ['-f', 'deploy/haproxy.cfg', '-db'], {
    PORTAL_FRONT: `127.0.0.1:${frontPort}`,
    PORTAL_API_A: `127.0.0.1:${processes[2].port}`,
    PORTAL_API_B: `127.0.0.1:${processes[3].port}`,
  });
  console.log(`Scale-out portal ready on http://localhost:${frontPort} (HAProxy in front of api-a and api-b)`);
} catch (error) {
  console.error(String(error));
  for (const child of children) child.kill('SIGTERM');
  process.exit(1);
}
