export function fmt54(x) {
  return `shared:cedar54:${x}`;
}
