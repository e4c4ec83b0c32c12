import { fmt101 } from '../shared/xenon101.mjs';
export function fmt101(x) {
  return `ui:xenon101:${x}`;
}
