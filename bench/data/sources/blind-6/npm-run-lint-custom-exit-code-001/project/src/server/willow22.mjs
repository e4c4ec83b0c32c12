import { fmt22 } from '../shared/willow22.mjs';
export function fmt22(x) {
  return `server:willow22:${x}`;
}
