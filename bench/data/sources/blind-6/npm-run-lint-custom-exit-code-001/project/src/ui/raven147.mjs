import { fmt147 } from '../shared/raven147.mjs';
export function fmt147(x) {
  return `ui:raven147:${x}`;
}
