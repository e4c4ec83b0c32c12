import { fmt145 } from '../shared/pollen145.mjs';
export function fmt145(x) {
  return `server:pollen145:${x}`;
}
