import { fmt85 } from '../shared/harbor85.mjs';
export function fmt85(x) {
  return `ui:harbor85:${x}`;
}
