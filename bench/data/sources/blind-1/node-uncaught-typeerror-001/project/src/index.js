import { syncAll } from './sync.js';

const total = syncAll(process.argv[2] ?? 'fixtures/users.json');
console.log(`[crm-sync] done: ${total} accounts`);
