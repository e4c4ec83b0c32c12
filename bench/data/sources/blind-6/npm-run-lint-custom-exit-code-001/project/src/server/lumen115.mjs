import { fmt115 } from '../shared/lumen115.mjs';
export function fmt115(x) {
  return `server:lumen115:${x}`;
}
