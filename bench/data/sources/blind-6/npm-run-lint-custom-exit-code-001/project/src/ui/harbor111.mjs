import { fmt111 } from '../shared/harbor111.mjs';
export function fmt111(x) {
  return `ui:harbor111:${x}`;
}
