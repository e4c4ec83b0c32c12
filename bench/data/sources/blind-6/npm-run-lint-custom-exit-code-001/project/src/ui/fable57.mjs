import { fmt57 } from '../shared/fable57.mjs';
export function fmt57(x) {
  return `ui:fable57:${x}`;
}
