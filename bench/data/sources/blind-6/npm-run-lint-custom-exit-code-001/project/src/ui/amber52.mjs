import { fmt52 } from '../shared/amber52.mjs';
export function fmt52(x) {
  return `ui:amber52:${x}`;
}
