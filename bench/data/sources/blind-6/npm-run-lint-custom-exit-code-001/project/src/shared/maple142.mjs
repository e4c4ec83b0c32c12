export function fmt142(x) {
  return `shared:maple142:${x}`;
}
