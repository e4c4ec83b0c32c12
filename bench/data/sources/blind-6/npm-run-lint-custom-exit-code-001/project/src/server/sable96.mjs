import { fmt96 } from '../shared/sable96.mjs';
export function fmt96(x) {
  return `server:sable96:${x}`;
}
