import { fmt83 } from '../shared/fable83.mjs';
export function fmt83(x) {
  return `ui:fable83:${x}`;
}
