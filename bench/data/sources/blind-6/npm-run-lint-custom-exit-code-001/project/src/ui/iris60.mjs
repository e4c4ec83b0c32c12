import { fmt60 } from '../shared/iris60.mjs';
export function fmt60(x) {
  return `ui:iris60:${x}`;
}
