// The shop as a child process for the fault tests: configured from the environment (DATA_DIR, PORT, …), no
// client build and no demo songs unless FAULT_SEED=1, and one line `listening <port>` once it serves.
import { loadConfig } from '../../api/config';
import { createServer, PROJECT_ROOT } from '../../api/server';

const config = loadConfig(process.env, PROJECT_ROOT);
const shop = await createServer(config, { seed: process.env.FAULT_SEED === '1' });
const { port } = await shop.listen(config.port, config.host ?? '127.0.0.1');
process.stdout.write(`listening ${port}\n`);
process.on('SIGTERM', () => void shop.close().then(() => process.exit(0)));
