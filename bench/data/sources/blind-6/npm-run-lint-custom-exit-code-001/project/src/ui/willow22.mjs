import { fmt22 } from '../shared/willow22.mjs';
export function fmt22(x) {
  return `ui:willow22:${x}`;
}
