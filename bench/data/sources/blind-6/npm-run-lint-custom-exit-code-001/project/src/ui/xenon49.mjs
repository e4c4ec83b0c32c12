import { fmt49 } from '../shared/xenon49.mjs';
export function fmt49(x) {
  return `ui:xenon49:${x}`;
}
