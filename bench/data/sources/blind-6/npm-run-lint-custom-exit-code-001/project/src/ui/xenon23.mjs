import { fmt23 } from '../shared/xenon23.mjs';
export function fmt23(x) {
  return `ui:xenon23:${x}`;
}
