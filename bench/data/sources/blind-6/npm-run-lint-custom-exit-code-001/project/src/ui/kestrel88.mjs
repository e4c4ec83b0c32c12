import { fmt88 } from '../shared/kestrel88.mjs';
export function fmt88(x) {
  return `ui:kestrel88:${x}`;
}
