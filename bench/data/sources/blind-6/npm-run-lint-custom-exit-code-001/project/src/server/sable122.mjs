import { fmt122 } from '../shared/sable122.mjs';
export function fmt122(x) {
  return `server:sable122:${x}`;
}
