import { fmt81 } from '../shared/delta81.mjs';
export function fmt81(x) {
  return `ui:delta81:${x}`;
}
