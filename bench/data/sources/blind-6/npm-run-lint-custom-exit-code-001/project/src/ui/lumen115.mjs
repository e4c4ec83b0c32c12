import { fmt115 } from '../shared/lumen115.mjs';
export function fmt115(x) {
  return `ui:lumen115:${x}`;
}
