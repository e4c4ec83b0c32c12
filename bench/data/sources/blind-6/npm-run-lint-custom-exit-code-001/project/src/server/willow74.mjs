import { fmt74 } from '../shared/willow74.mjs';
export function fmt74(x) {
  return `server:willow74:${x}`;
}
