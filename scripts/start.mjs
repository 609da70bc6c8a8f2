// `npm start`: build the SPA when its sources changed, then serve everything from one process
// (GraphQL, REST, websocket, media and the SPA) at PORT (default 3000).
import process from 'node:process';
import { buildWebIfStale, startServer } from './lib.mjs';

const built = await buildWebIfStale();
if (built !== 0) process.exit(built);
const server = startServer({ NODE_ENV: process.env.NODE_ENV ?? 'production' });
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
