export function fmt133(x) {
  return `shared:delta133:${x}`;
}
