import { fmt3 } from '../shared/delta3.mjs';
export function fmt3(x) {
  return `ui:delta3:${x}`;
}
