import { fmt105 } from '../shared/basalt105.mjs';
export function fmt105(x) {
  return `ui:basalt105:${x}`;
}
