import { fmt122 } from '../shared/sable122.mjs';
export function fmt122(x) {
  return `ui:sable122:${x}`;
}
