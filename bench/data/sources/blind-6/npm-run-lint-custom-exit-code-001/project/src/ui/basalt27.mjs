import { fmt27 } from '../shared/basalt27.mjs';
export function fmt27(x) {
  return `ui:basalt27:${x}`;
}
