// `npx tsx bench/inverterPoll.ts`: the inverter-overview bench alone (it also ends `npm run bench`).
import { benchInverterPoll } from './inverterPollBench';

if (!(await benchInverterPoll())) process.exitCode = 1;
