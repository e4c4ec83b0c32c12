export function fmt115(x) {
  return `shared:lumen115:${x}`;
}
