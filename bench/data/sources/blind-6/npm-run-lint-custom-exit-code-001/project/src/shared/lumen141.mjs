export function fmt141(x) {
  return `shared:lumen141:${x}`;
}
