import { fmt41 } from '../shared/pollen41.mjs';
export function fmt41(x) {
  return `server:pollen41:${x}`;
}
