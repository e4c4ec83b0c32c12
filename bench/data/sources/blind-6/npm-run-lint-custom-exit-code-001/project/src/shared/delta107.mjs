export function fmt107(x) {
  return `shared:delta107:${x}`;
}
