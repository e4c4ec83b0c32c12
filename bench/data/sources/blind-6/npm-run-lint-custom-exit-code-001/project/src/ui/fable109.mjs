import { fmt109 } from '../shared/fable109.mjs';
export function fmt109(x) {
  return `ui:fable109:${x}`;
}
