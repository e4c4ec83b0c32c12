import { readFileSync } from 'node:fs';
import { normalizeUser } from './normalize.js';

const PAGE_SIZE = 25;
const VERBOSE = process.env.CRM_SYNC_VERBOSE === '1';

function syncPage(page, users) {
  const accounts = users.map(normalizeUser);
  if (VERBOSE) {
    for (const a of accounts) {
      console.log(`[crm-sync]   upsert ${a.accountId} plan=${a.plan} ` +
        `email=${a.email} phone=${a.phone}`);
    }
  }
  const pro = accounts.filter((a) => a.plan === 'pro').length;
  console.log(`[crm-sync] page ${String(page).padStart(3, '0')}: upserted ` +
    `${accounts.length} accounts (${pro} pro) ids ${users[0].id}-${users.at(-1).id}`);
  return accounts.length;
}

export function syncAll(path) {
  const users = JSON.parse(readFileSync(path, 'utf8'));
  const pages = Math.ceil(users.length / PAGE_SIZE);
  console.log(`[crm-sync] ${users.length} users in ${pages} pages from ${path}`);
  let total = 0;
  for (let page = 1; page <= pages; page++) {
    const slice = users.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    total += syncPage(page, slice);
    if (page % 10 === 0) {
      console.log(`[crm-sync] checkpoint after page ${page}: ${total} accounts`);
    }
  }
  return total;
}
