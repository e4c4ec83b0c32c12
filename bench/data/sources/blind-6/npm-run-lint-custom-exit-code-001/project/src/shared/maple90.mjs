export function fmt90(x) {
  return `shared:maple90:${x}`;
}
