import { fmt84 } from '../shared/garnet84.mjs';
export function fmt84(x) {
  return `ui:garnet84:${x}`;
}
