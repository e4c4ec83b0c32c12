export function fmt89(x) {
  return `shared:lumen89:${x}`;
}
